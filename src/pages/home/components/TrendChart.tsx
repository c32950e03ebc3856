import type { PricePoint } from '@/types';
import { toBig } from '@/utils/decimal';
import { formatQuantity } from '@/utils/format';
import { useMemo, useState, type MouseEvent } from 'react';
import { formatUnitPrice } from '@/utils/market';
import { priceText } from '@/components/MoneyText';
import { palette } from '@/constants/palette';

/**
 * The price trend line: an SVG chart of its own (no chart library in the bundle), loaded lazily.
 * Positions are layout only, so plotting converts prices to numbers; every label is formatted from
 * the decimal strings themselves.
 */
const W = 640;
const H = 200;
const PAD = { left: 52, right: 12, top: 12, bottom: 26 };

export interface TrendChartProps {
  points: PricePoint[];
  unit: string;
  label: string;
}

const num = (v: string) => Number(toBig(v)?.toString() ?? 0);

export default function TrendChart({ points, unit, label }: TrendChartProps) {
  const [hover, setHover] = useState<number>();
  const geo = useMemo(() => {
    const lows = points.map((p) => num(p.minPrice));
    const highs = points.map((p) => num(p.maxPrice));
    let min = Math.min(...lows);
    let max = Math.max(...highs);
    if (max - min < 1e-9) {
      min *= 0.95;
      max = max * 1.05 || 1;
    }
    const span = max - min;
    min -= span * 0.08;
    max += span * 0.08;
    const x = (i: number) =>
      PAD.left + (points.length === 1 ? (W - PAD.left - PAD.right) / 2 : (i * (W - PAD.left - PAD.right)) / (points.length - 1));
    const y = (v: number) => PAD.top + ((max - v) * (H - PAD.top - PAD.bottom)) / (max - min);
    const line = points.map((p, i) => `${i ? 'L' : 'M'}${x(i).toFixed(1)},${y(num(p.avgPrice)).toFixed(1)}`).join('');
    const band =
      points.map((p, i) => `${i ? 'L' : 'M'}${x(i).toFixed(1)},${y(num(p.maxPrice)).toFixed(1)}`).join('') +
      [...points]
        .reverse()
        .map((p, j) => `L${x(points.length - 1 - j).toFixed(1)},${y(num(p.minPrice)).toFixed(1)}`)
        .join('') +
      'Z';
    const ticks = [0, 0.25, 0.5, 0.75, 1].map((f) => min + (max - min) * f);
    const decimals = max < 1 ? 4 : 2;
    return { x, y, line, band, ticks, decimals };
  }, [points]);

  const labelEvery = Math.max(1, Math.ceil(points.length / 7));
  const onMove = (e: MouseEvent<SVGSVGElement>) => {
    const rect = e.currentTarget.getBoundingClientRect();
    const px = ((e.clientX - rect.left) / rect.width) * W;
    const step = (W - PAD.left - PAD.right) / Math.max(1, points.length - 1);
    setHover(Math.min(points.length - 1, Math.max(0, Math.round((px - PAD.left) / step))));
  };
  const active = hover === undefined ? undefined : points[hover];

  return (
    <svg
      viewBox={`0 0 ${W} ${H}`}
      width="100%"
      role="img"
      aria-label={label}
      data-testid="trend-chart"
      onMouseMove={onMove}
      onMouseLeave={() => setHover(undefined)}
      style={{ display: 'block', fontSize: 11 }}
    >
      {geo.ticks.map((t) => (
        <g key={t}>
          <line x1={PAD.left} x2={W - PAD.right} y1={geo.y(t)} y2={geo.y(t)} stroke="#f0f0f0" />
          <text x={PAD.left - 6} y={geo.y(t) + 4} textAnchor="end" fill={palette.textTertiarySolid}>
            {t.toFixed(geo.decimals)}
          </text>
        </g>
      ))}
      <path d={geo.band} fill="#1677ff" opacity={0.1} />
      <path d={geo.line} fill="none" stroke="#1677ff" strokeWidth={2} />
      {points.map((p, i) =>
        i % labelEvery === 0 || i === points.length - 1 ? (
          <text key={p.date} x={geo.x(i)} y={H - 8} textAnchor="middle" fill={palette.textTertiarySolid}>
            {p.date.slice(5)}
          </text>
        ) : null,
      )}
      {active && hover !== undefined && (
        <g pointerEvents="none">
          <line x1={geo.x(hover)} x2={geo.x(hover)} y1={PAD.top} y2={H - PAD.bottom} stroke="#bfbfbf" strokeDasharray="3 3" />
          <circle cx={geo.x(hover)} cy={geo.y(num(active.avgPrice))} r={4} fill="#1677ff" stroke="#fff" strokeWidth={2} />
          <g transform={`translate(${Math.min(geo.x(hover) + 8, W - 170)},${PAD.top})`}>
            <rect width={160} height={52} rx={4} fill="#fff" stroke="#d9d9d9" />
            <text x={8} y={16} fill="#262626" fontWeight={600}>
              {active.date}
            </text>
            <text x={8} y={31} fill={palette.primary}>
              {priceText(active.avgPrice, unit)}
            </text>
            <text
              x={8}
              y={45}
              fill={palette.textTertiarySolid}
            >{`${formatUnitPrice(active.minPrice)} – ${formatUnitPrice(active.maxPrice)} · ${formatQuantity(active.volume)}`}</text>
          </g>
        </g>
      )}
    </svg>
  );
}
