import { useId } from 'react';
import './back-office.css';
import './bar-chart.css';

export interface BarChartProps {
  title: string;
  /** One label per bar (e.g. "nov 2026"). */
  labels: readonly string[];
  values: readonly number[];
  /** Column headings of the data table: the label's and the value's. */
  labelHeading: string;
  valueHeading: string;
  /** The text of the link to the table, for people who would rather read the numbers. */
  tableSummary: string;
}

const WIDTH = 600;
const HEIGHT = 220;
const PAD = { top: 20, right: 8, bottom: 34, left: 8 };

/**
 * A bar chart in plain SVG with its numbers on the bars, and the same data as a table right below it (a
 * disclosure, open to anyone who prefers it). The SVG is described by its title; the table is the accessible
 * alternative, so screen readers are not made to walk the drawing.
 */
export function BarChart({ title, labels, values, labelHeading, valueHeading, tableSummary }: BarChartProps) {
  const titleId = useId();
  const max = Math.max(1, ...values);
  const slot = (WIDTH - PAD.left - PAD.right) / Math.max(1, values.length);
  const barWidth = Math.max(4, slot * 0.62);
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  return (
    <figure className="bo-chart card" aria-labelledby={titleId}>
      <figcaption id={titleId} className="bo-chart__title">
        {title}
      </figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="bo-chart__svg" aria-hidden="true" focusable="false">
        <line x1={PAD.left} x2={WIDTH - PAD.right} y1={HEIGHT - PAD.bottom} y2={HEIGHT - PAD.bottom} className="bo-chart__axis" />
        {values.map((value, i) => {
          const height = (value / max) * plotHeight;
          const x = PAD.left + i * slot + (slot - barWidth) / 2;
          const y = HEIGHT - PAD.bottom - height;
          return (
            <g key={labels[i] ?? i}>
              <rect x={x} y={y} width={barWidth} height={Math.max(height, value > 0 ? 2 : 0)} rx={3} className="bo-chart__bar" />
              <text x={x + barWidth / 2} y={y - 5} textAnchor="middle" className="bo-chart__value">
                {value}
              </text>
              <text x={x + barWidth / 2} y={HEIGHT - PAD.bottom + 16} textAnchor="middle" className="bo-chart__label">
                {labels[i]}
              </text>
            </g>
          );
        })}
      </svg>
      <details className="bo-chart__data">
        <summary>{tableSummary}</summary>
        <table className="bo-table bo-chart__table">
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col">{labelHeading}</th>
              <th scope="col">{valueHeading}</th>
            </tr>
          </thead>
          <tbody>
            {values.map((value, i) => (
              <tr key={labels[i] ?? i}>
                <th scope="row">{labels[i]}</th>
                <td>{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
