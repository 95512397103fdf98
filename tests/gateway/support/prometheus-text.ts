/**
 * A reader of Prometheus's text exposition format (what GET /metrics answers): one sample per
 * line, `name{label="value",…} value`, label values unescaped; `# HELP` and `# TYPE` lines name
 * the metric families.
 */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface Exposition {
  samples: Sample[];
  /** The families a `# TYPE` line declares: name → counter, gauge, histogram, summary or untyped. */
  types: Map<string, string>;
}

const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})?\s+(\S+)(?:\s+\d+)?$/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g;

const unescape = (value: string) => value.replace(/\\(["\\n])/g, (_m, c: string) => (c === 'n' ? '\n' : c));

export function parseExposition(text: string): Exposition {
  const samples: Sample[] = [];
  const types = new Map<string, string>();
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    if (line.startsWith('#')) {
      const type = /^# TYPE (\S+) (\S+)$/.exec(line);
      if (type) types.set(type[1], type[2]);
      continue;
    }
    const match = SAMPLE.exec(line);
    if (!match) throw new Error(`Not a Prometheus sample line: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, name, value] of (match[2] ?? '').matchAll(LABEL)) labels[name] = unescape(value);
    samples.push({ name: match[1], labels, value: Number(match[3]) });
  }
  return { samples, types };
}

export const parseMetrics = (text: string): Sample[] => parseExposition(text).samples;

/** The family a sample belongs to: its name without a histogram's or summary's suffix. */
export function familyOf(sampleName: string, types: ReadonlyMap<string, string>): string {
  if (types.has(sampleName)) return sampleName;
  const base = sampleName.replace(/_(?:bucket|count|sum)$/, '');
  return types.has(base) ? base : sampleName;
}

/** The families the samples belong to (names without a histogram's suffixes). */
export function metricFamilies(samples: readonly Sample[]): Set<string> {
  return new Set(samples.map((s) => s.name.replace(/_(?:bucket|count|sum)$/, '')));
}
