// The saved sections' markers above the seek bar (spec §2, §4): a button per
// section at its start, named after it. Sections whose markers would cover
// each other (model/marker-groups.ts) share one marker showing their count;
// it opens a small menu of them (WAI-ARIA's menu button: Enter, Space or the
// arrows open it, the arrows, Home and End move, Escape and Tab close it, so
// does a press outside). Choosing one does what its own marker would.
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type CSSProperties, type KeyboardEvent } from "react";
import { useTranslation } from "~/i18n/react";
import { formatTime } from "~/shared/time";
import { groupMarkers, type MarkerGroup } from "../model/marker-groups";
import { rangeLabel } from "../model/section-names";
import type { LocalSection } from "../sync/section-store";

/** The bar's width as drawn (0 until measured); markers are grouped by what overlaps on screen. */
function useWidth(ref: React.RefObject<HTMLElement>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.getBoundingClientRect().width);
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/** A group is known by its first section, however the bar's width regroups the rest. */
const groupKey = (group: MarkerGroup<LocalSection>) => group.sections[0]!.id;

export function SectionMarkers({
  sections,
  duration,
  selectedId,
  onSelectSection,
}: {
  sections: readonly LocalSection[];
  duration: number;
  selectedId: string | null;
  onSelectSection: (section: LocalSection) => void;
}) {
  const { t } = useTranslation("sections");
  const ref = useRef<HTMLDivElement>(null);
  const width = useWidth(ref);
  const groups = useMemo(() => groupMarkers(sections, duration, width), [sections, duration, width]);
  const menuId = useId();
  /** The open group, and where focus lands in its menu (the last section when opened with ↑). */
  const [opened, setOpened] = useState<{ key: string; focus: "first" | "last" } | null>(null);
  const openKey = opened?.key ?? null;
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const open = groups.find((group) => groupKey(group) === openKey) ?? null;

  return (
    <div className="section-bar__markers" ref={ref}>
      {groups.map((group) => {
        const key = groupKey(group);
        const style = { left: `${group.x}px` };
        if (group.sections.length === 1) {
          const section = group.sections[0]!;
          return (
            <button
              key={key}
              type="button"
              className="section-marker"
              style={style}
              aria-label={section.name}
              title={`${section.name} (${rangeLabel(section)})`}
              aria-current={section.id === selectedId || undefined}
              onClick={() => onSelectSection(section)}
            >
              <span className="section-marker__pin" aria-hidden="true" />
            </button>
          );
        }
        const expanded = openKey === key;
        return (
          <button
            key={key}
            ref={(element) => {
              if (element) buttons.current.set(key, element);
              else buttons.current.delete(key);
            }}
            type="button"
            className="section-marker section-marker--group"
            style={style}
            aria-label={t("markers.group", {
              count: group.sections.length,
              names: group.sections.map((section) => section.name).join(", "),
            })}
            title={group.sections.map((section) => `${section.name} (${rangeLabel(section)})`).join("\n")}
            aria-haspopup="menu"
            aria-expanded={expanded}
            aria-controls={expanded ? menuId : undefined}
            aria-current={group.sections.some((section) => section.id === selectedId) || undefined}
            onClick={() => setOpened(expanded ? null : { key, focus: "first" })}
            onKeyDown={(event) => {
              if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
              event.preventDefault();
              setOpened({ key, focus: event.key === "ArrowUp" ? "last" : "first" });
            }}
          >
            <span className="section-marker__count">{group.sections.length}</span>
          </button>
        );
      })}
      {open ? (
        <MarkerMenu
          key={groupKey(open)}
          id={menuId}
          focus={opened?.focus ?? "first"}
          group={open}
          selectedId={selectedId}
          button={buttons.current.get(groupKey(open)) ?? null}
          onChoose={(section) => {
            setOpened(null);
            onSelectSection(section);
            buttons.current.get(groupKey(open))?.focus();
          }}
          onClose={(refocus) => {
            setOpened(null);
            if (refocus) buttons.current.get(groupKey(open))?.focus();
          }}
        />
      ) : null}
    </div>
  );
}

/** The sections of a grouped marker, below it (never over the video above). */
function MarkerMenu({
  id,
  focus,
  group,
  selectedId,
  button,
  onChoose,
  onClose,
}: {
  id: string;
  focus: "first" | "last";
  group: MarkerGroup<LocalSection>;
  selectedId: string | null;
  button: HTMLButtonElement | null;
  onChoose: (section: LocalSection) => void;
  /** `refocus`: back to the marker (Escape), not when focus or the press went elsewhere. */
  onClose: (refocus: boolean) => void;
}) {
  const { t } = useTranslation("sections");
  const headingId = useId();
  const menuRef = useRef<HTMLDivElement>(null);
  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? []);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  // Opening moves focus into the menu: to the first section (or the last, opened with ↑).
  useEffect(() => {
    const all = items();
    all[focus === "last" ? all.length - 1 : 0]?.focus();
    // Only when it opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A press anywhere else closes it.
  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node | null;
      if (target && (menuRef.current?.contains(target) || button?.contains(target))) return;
      onCloseRef.current(false);
    };
    document.addEventListener("pointerdown", onPointerDown, true);
    return () => document.removeEventListener("pointerdown", onPointerDown, true);
  }, [button]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const all = items();
    const index = all.indexOf(document.activeElement as HTMLButtonElement);
    let next: number | null = null;
    if (event.key === "ArrowDown") next = (index + 1) % all.length;
    else if (event.key === "ArrowUp") next = (index - 1 + all.length) % all.length;
    else if (event.key === "Home") next = 0;
    else if (event.key === "End") next = all.length - 1;
    else if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      onClose(true);
      return;
    } else if (event.key === "Tab") {
      onClose(false);
      return;
    }
    if (next === null) return;
    event.preventDefault();
    all[next]?.focus();
  }

  return (
    <div ref={menuRef} className="section-marker-menu" style={{ "--marker-x": `${group.x}px` } as CSSProperties}>
      <p id={headingId} className="section-marker-menu__heading">
        {t("markers.menu", { time: formatTime(group.start) })}
      </p>
      <div id={id} role="menu" aria-labelledby={headingId} className="section-marker-menu__items" onKeyDown={onKeyDown}>
        {group.sections.map((section) => (
          <button
            key={section.id}
            type="button"
            role="menuitem"
            tabIndex={-1}
            className="section-marker-menu__item"
            aria-current={section.id === selectedId || undefined}
            onClick={() => onChoose(section)}
          >
            <span className="section-marker-menu__name"><bdi>{section.name}</bdi></span>{" "}
            <span className="section-marker-menu__range">{rangeLabel(section)}</span>
          </button>
        ))}
      </div>
    </div>
  );
}
