/**
 * The workbook page as self-contained HTML: the title, a chart drawn as inline SVG and the table,
 * in the link's theme. No script and no outside resource: the page's own policy allows only its
 * inline styles and data: images.
 */
import type { WorkbookTheme } from '@luminate/schema/rules';
import type { CellFormat, WorkbookChart, WorkbookData } from './data.ts';

/** The colours of each theme (the tool's own light and dark greys and its blue accent). */
export const THEME_COLORS: Record<
  WorkbookTheme,
  { background: string; text: string; muted: string; border: string; header: string; accent: string }
> = {
  light: { background: '#ffffff', text: '#1a202c', muted: '#4a5568', border: '#e2e8f0', header: '#f7fafc', accent: '#3182ce' },
  dark: { background: '#111111', text: '#f4f4f5', muted: '#a1a1aa', border: '#3f3f46', header: '#18181b', accent: '#63b3ed' },
};

/** Table rows drawn on the page; the export holds every row. */
export const PAGE_ROW_LIMIT = 500;

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });

export function formatCell(value: string | number | null, format: CellFormat): string {
  if (value === null || value === '') return '';
  if (typeof value === 'string') return value;
  if (format === 'currency') return currency.format(value);
  if (format === 'percent') return percent.format(value);
  return integer.format(value);
}

function chartSvg(chart: WorkbookChart, theme: WorkbookTheme): string {
  const colors = THEME_COLORS[theme];
  const width = 760;
  const height = 260;
  const left = 72;
  const bottom = 48;
  const top = 16;
  const plotW = width - left - 16;
  const plotH = height - top - bottom;
  const max = Math.max(1, ...chart.points.map((p) => p.value));
  const y = (v: number) => top + plotH - (v / max) * plotH;
  const step = chart.points.length > 0 ? plotW / chart.points.length : plotW;
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((f) => f * max);
  const grid = ticks
    .map(
      (t) =>
        `<line x1="${left}" x2="${width - 16}" y1="${y(t).toFixed(1)}" y2="${y(t).toFixed(1)}" stroke="${colors.border}"/>` +
        `<text x="${left - 6}" y="${(y(t) + 4).toFixed(1)}" text-anchor="end" fill="${colors.muted}" font-size="11">${escapeHtml(formatCell(Math.round(t), chart.format))}</text>`,
    )
    .join('');
  const labels = chart.points
    .map((p, i) => {
      const x = left + step * i + step / 2;
      const text = p.label.length > 14 ? `${p.label.slice(0, 13)}…` : p.label;
      return `<text x="${x.toFixed(1)}" y="${height - bottom + 16}" text-anchor="middle" fill="${colors.muted}" font-size="11">${escapeHtml(text)}</text>`;
    })
    .join('');
  let marks: string;
  if (chart.kind === 'bar') {
    const barW = Math.max(4, step * 0.6);
    marks = chart.points
      .map((p, i) => {
        const x = left + step * i + (step - barW) / 2;
        return `<rect x="${x.toFixed(1)}" y="${y(p.value).toFixed(1)}" width="${barW.toFixed(1)}" height="${(top + plotH - y(p.value)).toFixed(1)}" fill="${colors.accent}"><title>${escapeHtml(`${p.label}: ${formatCell(p.value, chart.format)}`)}</title></rect>`;
      })
      .join('');
  } else {
    const path = chart.points
      .map((p, i) => `${i === 0 ? 'M' : 'L'}${(left + step * i + step / 2).toFixed(1)},${y(p.value).toFixed(1)}`)
      .join(' ');
    marks =
      `<path d="${path}" fill="none" stroke="${colors.accent}" stroke-width="2.5"/>` +
      chart.points
        .map(
          (p, i) =>
            `<circle cx="${(left + step * i + step / 2).toFixed(1)}" cy="${y(p.value).toFixed(1)}" r="4" fill="${colors.accent}"><title>${escapeHtml(`${p.label}: ${formatCell(p.value, chart.format)}`)}</title></circle>`,
        )
        .join('');
  }
  return `<svg role="img" aria-label="${escapeHtml(chart.title)}" viewBox="0 0 ${width} ${height}" width="100%" style="max-width:${width}px">${grid}${marks}${labels}</svg>`;
}

function shell(title: string, theme: WorkbookTheme, body: string): string {
  const c = THEME_COLORS[theme];
  return `<!doctype html>
<html lang="en" data-theme="${theme}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="${theme}">
<title>${escapeHtml(title)}</title>
<style>
  body { margin: 0; padding: 16px 20px; background: ${c.background}; color: ${c.text}; font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  h1 { font-size: 18px; margin: 0 0 2px; }
  p.sub, p.note { color: ${c.muted}; margin: 0 0 12px; }
  figure { margin: 0 0 16px; }
  figcaption { font-weight: 600; margin-bottom: 4px; }
  table { border-collapse: collapse; width: 100%; }
  th, td { border-bottom: 1px solid ${c.border}; padding: 6px 8px; text-align: left; }
  th { background: ${c.header}; position: sticky; top: 0; }
  td.num { text-align: right; font-variant-numeric: tabular-nums; }
  .refusal { max-width: 520px; margin: 48px auto; border: 1px solid ${c.border}; border-radius: 8px; padding: 20px; }
</style>
</head>
<body>
${body}
</body>
</html>`;
}

export function workbookPage(data: WorkbookData, theme: WorkbookTheme): string {
  const shown = data.rows.slice(0, PAGE_ROW_LIMIT);
  const head = data.columns.map((col) => `<th scope="col">${escapeHtml(col.label)}</th>`).join('');
  const body = shown
    .map(
      (row) =>
        `<tr>${data.columns
          .map(
            (col) => `<td${col.format === 'text' ? '' : ' class="num"'}>${escapeHtml(formatCell(row[col.key] ?? null, col.format))}</td>`,
          )
          .join('')}</tr>`,
    )
    .join('\n');
  const note =
    data.rows.length > shown.length
      ? `<p class="note">Showing the first ${integer.format(shown.length)} of ${integer.format(data.rows.length)} rows; the export holds them all.</p>`
      : `<p class="note">${integer.format(data.rows.length)} rows.</p>`;
  return shell(
    data.title,
    theme,
    `<h1>${escapeHtml(data.title)}</h1>
<p class="sub">${escapeHtml(data.subtitle)}</p>
<figure><figcaption>${escapeHtml(data.chart.title)}</figcaption>${chartSvg(data.chart, theme)}</figure>
${note}
<table aria-label="${escapeHtml(data.title)}"><thead><tr>${head}</tr></thead>
<tbody>
${body}
</tbody></table>`,
  );
}

const REFUSALS = {
  invalid: { title: 'This workbook link is not valid', text: 'The link was altered or was not issued by this analytics service.' },
  expired: { title: 'This workbook link has expired', text: 'Workbook links must be opened within a minute of being issued.' },
  used: { title: 'This workbook link has already been used', text: 'Each workbook link opens once.' },
  member: { title: 'No such member', text: 'The member of this cost profile does not exist.' },
} as const;

export function refusalPage(reason: keyof typeof REFUSALS, theme: WorkbookTheme): string {
  const r = REFUSALS[reason];
  return shell(
    r.title,
    theme,
    `<div class="refusal" role="alert"><h1>${r.title}</h1><p class="sub">${r.text} Use Refresh in Luminate to open the workbook again.</p></div>`,
  );
}
