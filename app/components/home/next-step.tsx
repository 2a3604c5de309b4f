// The home page's next step for a fan whose queue is empty (issue 9): one
// clear thing to do. Shown once the player says the queue is empty.
import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { usePlayer } from "~/player/api/commands";

export function EmptyQueueNextStep() {
  const { t } = useTranslation("player");
  const { queueLength } = usePlayer();
  if (queueLength !== 0) return null;
  return (
    <p className="notice home-next-step" data-testid="home-next-step">
      {t("home.nextStep")} <Link to="/search">{t("home.nextStepSearch")}</Link>
    </p>
  );
}
