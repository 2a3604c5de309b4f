// A bar chart of one figure per day, drawn as SVG in the server's HTML (no
// chart library, nothing to run in the browser). It has a title and a
// description; the table beside it carries the same numbers for everyone.
export function DailyBarChart({
  id,
  title,
  description,
  points,
  formatNumber,
}: {
  id: string;
  title: string;
  description: string;
  points: { label: string; value: number }[];
  formatNumber: (value: number) => string;
}) {
  const width = 640;
  const height = 220;
  const left = 40;
  const bottom = 28;
  const top = 12;
  const max = Math.max(1, ...points.map((point) => point.value));
  const plotWidth = width - left - 8;
  const plotHeight = height - top - bottom;
  const slot = plotWidth / Math.max(1, points.length);
  const barWidth = Math.max(2, slot * 0.7);
  // A date under every bar would overlap beyond two weeks: label about seven of them.
  const labelEvery = Math.ceil(points.length / 7);
  return (
    <svg
      className="admin-chart"
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      preserveAspectRatio="xMidYMid meet"
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      <line className="axis" x1={left} y1={top + plotHeight} x2={width - 8} y2={top + plotHeight} />
      <text x={left - 6} y={top + 4} textAnchor="end">
        {formatNumber(max)}
      </text>
      <text x={left - 6} y={top + plotHeight} textAnchor="end">
        0
      </text>
      {points.map((point, index) => {
        const barHeight = (point.value / max) * plotHeight;
        const x = left + index * slot + (slot - barWidth) / 2;
        return (
          <g key={point.label}>
            <rect x={x} y={top + plotHeight - barHeight} width={barWidth} height={barHeight} fill="currentColor" rx={2} />
            {index % labelEvery === 0 || index === points.length - 1 ? (
              <text x={x + barWidth / 2} y={height - 8} textAnchor="middle">
                {point.label.slice(5)}
              </text>
            ) : null}
          </g>
        );
      })}
    </svg>
  );
}
