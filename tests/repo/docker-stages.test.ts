/**
 * The container images, checked stage by stage against the repository on every run (the full
 * image build, docker/build-images.sh, takes minutes and a root builder):
 *
 * - every COPY from the build context names files the repository holds (what .dockerignore
 *   leaves out, such as dist/ and node_modules/, never counts as present);
 * - every COPY --from names an earlier stage, and copies a workspace's dist/ only from a stage
 *   that builds that workspace, node_modules only from a stage that installs them;
 * - every `npm run <script> -w <workspace>` names a workspace that has that script;
 * - the runtime stage installs production dependencies only, runs as an unprivileged user, and
 *   starts the compiled entry point with plain Node, as `npm start` does (scripts/start.js): no
 *   TypeScript loader, the same export condition;
 * - both images build on one base image, the same in every stage.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const DOCKERFILES = { gateway: 'docker/gateway.Dockerfile', sandbox: 'docker/sandbox.Dockerfile' } as const;

interface Instruction {
  op: string;
  args: string;
}

interface Stage {
  name: string;
  from: string;
  instructions: Instruction[];
}

/** The Dockerfile's instructions by stage (comments dropped, continued lines joined). */
function parseDockerfile(text: string): Stage[] {
  const lines = text
    .split('\n')
    .filter((line) => !/^\s*#/.test(line))
    .join('\n')
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const stages: Stage[] = [];
  for (const line of lines) {
    const [, op = '', args = ''] = /^(\S+)\s*(.*)$/.exec(line) ?? [];
    if (op.toUpperCase() === 'FROM') {
      const [from = '', , name] = args.split(/\s+/);
      stages.push({ name: name ?? `stage-${stages.length}`, from, instructions: [] });
    } else {
      const stage = stages.at(-1);
      if (!stage) throw new Error(`${op} before the first FROM`);
      stage.instructions.push({ op: op.toUpperCase(), args });
    }
  }
  return stages;
}

/** A stage and the stages it builds on (FROM <earlier stage>), nearest first. */
function lineage(stages: Stage[], stage: Stage): Stage[] {
  const chain = [stage];
  let current = stage;
  for (;;) {
    const parent = stages.find((s) => s.name === current.from);
    if (!parent) return chain;
    chain.push(parent);
    current = parent;
  }
}

const runs = (chain: Stage[]) => chain.flatMap((s) => s.instructions.filter((i) => i.op === 'RUN').map((i) => i.args));

/** Files of the build context: tracked or new, minus what git ignores (dist/, node_modules/, .data). */
const contextFiles = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' })
  .split('\n')
  .filter((f) => f && existsSync(join(ROOT, f)));
const inContext = (path: string) => {
  const clean = path.replace(/\/$/, '');
  return contextFiles.some((f) => f === clean || f.startsWith(`${clean}/`));
};

const workspaceScripts = (workspace: string): Record<string, string> => {
  const folder = workspace.replace(/^@luminate\//, '');
  return (JSON.parse(readFileSync(join(ROOT, folder, 'package.json'), 'utf8')) as { scripts?: Record<string, string> }).scripts ?? {};
};

/** What a Dockerfile does wrong, one line per problem. */
function stageProblems(text: string, service: string): string[] {
  const stages = parseDockerfile(text);
  const problems: string[] = [];
  stages.forEach((stage, index) => {
    for (const { op, args } of stage.instructions) {
      if (op === 'COPY') {
        const from = /--from=(\S+)/.exec(args)?.[1];
        const paths = args.replace(/--\S+/g, '').trim().split(/\s+/);
        const sources = paths.slice(0, -1);
        if (!from) {
          for (const source of sources) if (!inContext(source)) problems.push(`${stage.name}: COPY ${source}: not in the repository`);
          continue;
        }
        const source = stages.slice(0, index).find((s) => s.name === from);
        if (!source) {
          problems.push(`${stage.name}: COPY --from=${from}: no earlier stage of that name`);
          continue;
        }
        const sourceRuns = runs(lineage(stages, source)).join(' && ');
        for (const path of sources) {
          const built = /^\/app\/([a-z-]+)\/dist\/?$/.exec(path);
          if (built && !new RegExp(`npm run build\\b[^&]*-w @luminate/${built[1]}\\b`).test(sourceRuns)) {
            problems.push(`${stage.name}: COPY --from=${from} ${path}: that stage does not build @luminate/${built[1]}`);
          }
          if (/node_modules\/?$/.test(path) && !/npm ci\b/.test(sourceRuns)) {
            problems.push(`${stage.name}: COPY --from=${from} ${path}: that stage installs no dependencies`);
          }
        }
      }
      if (op === 'RUN') {
        for (const command of args.split('&&')) {
          const script = /npm run (\S+)/.exec(command)?.[1];
          if (!script) continue;
          for (const [, workspace] of command.matchAll(/-w (\S+)/g)) {
            if (!workspaceScripts(workspace)[script]) problems.push(`${stage.name}: npm run ${script} -w ${workspace}: no such script`);
          }
        }
      }
    }
  });

  const runtime = stages.at(-1);
  if (!runtime) return [...problems, 'no stage'];
  const bases = new Set(stages.filter((s) => !stages.some((t) => t.name === s.from)).map((s) => s.from));
  if (bases.size !== 1) problems.push(`more than one base image: ${[...bases].join(', ')}`);
  const user = runtime.instructions.filter((i) => i.op === 'USER').at(-1)?.args;
  if (!user || user === 'root' || user === '0') problems.push(`runtime: runs as ${user ?? 'root (no USER)'}`);
  // Production dependencies only: every node_modules the runtime copies comes from an install without dev dependencies.
  for (const { args } of runtime.instructions.filter((i) => i.op === 'COPY' && /node_modules/.test(i.args))) {
    const from = /--from=(\S+)/.exec(args)?.[1];
    const source = stages.find((s) => s.name === from);
    if (!source || !runs(lineage(stages, source)).some((r) => /npm ci\b[^&]*--omit=dev/.test(r))) {
      problems.push(`runtime: ${args}: not from a production-only install`);
    }
  }
  if (runs([runtime]).some((r) => /npm (ci|install)\b/.test(r))) problems.push('runtime: installs packages itself');
  const cmd = runtime.instructions.filter((i) => i.op === 'CMD').at(-1)?.args ?? '';
  const argv = JSON.parse(cmd || '[]') as string[];
  const workdir = runtime.instructions.filter((i) => i.op === 'WORKDIR').at(-1)?.args ?? '/app';
  if (argv[0] !== 'node') problems.push(`runtime: CMD does not start node itself: ${cmd}`);
  if (argv.some((a) => /tsx|ts-node|--import|--loader|\.ts$/.test(a))) problems.push(`runtime: CMD uses a TypeScript loader: ${cmd}`);
  if (!argv.includes('--conditions=luminate-dist')) problems.push('runtime: CMD lacks the luminate-dist export condition');
  const entry = argv.at(-1) ?? '';
  if (`${workdir}/${entry}` !== `/app/${service}/dist/main.js`)
    problems.push(`runtime: CMD starts ${workdir}/${entry}, not /app/${service}/dist/main.js`);
  const copiesEntry = runtime.instructions.some(
    (i) => i.op === 'COPY' && /--from=/.test(i.args) && i.args.includes(`/app/${service}/dist`),
  );
  if (!copiesEntry) problems.push(`runtime: /app/${service}/dist is not copied from a build stage`);
  return problems;
}

describe('the container images', () => {
  for (const [service, file] of Object.entries(DOCKERFILES)) {
    it(`${file}: every stage's files, scripts, user and command hold`, () => {
      expect(stageProblems(readFileSync(join(ROOT, file), 'utf8'), service)).toEqual([]);
    });
  }

  it('both images build on the same base image', () => {
    const bases = Object.values(DOCKERFILES).flatMap((file) => parseDockerfile(readFileSync(join(ROOT, file), 'utf8')).map((s) => s.from));
    const external = new Set(bases.filter((b) => b.includes(':')));
    expect([...external]).toHaveLength(1);
  });

  it('runs the compiled services with the flags npm start uses', () => {
    const start = readFileSync(join(ROOT, 'scripts/start.js'), 'utf8');
    expect(start).toContain("'--conditions=luminate-dist'");
    const gateway = parseDockerfile(readFileSync(join(ROOT, DOCKERFILES.gateway), 'utf8')).at(-1);
    const cmd = JSON.parse(gateway?.instructions.filter((i) => i.op === 'CMD').at(-1)?.args ?? '[]') as string[];
    expect(start).toContain(`'${cmd.find((a) => a.startsWith('--max-semi-space-size')) ?? 'missing'}'`);
  });

  it('reports each kind of mistake', () => {
    const good = readFileSync(join(ROOT, DOCKERFILES.gateway), 'utf8');
    const mistakes: Array<[string, string, RegExp]> = [
      [
        'a COPY of a file the repository lacks',
        good.replace('COPY tsconfig.base.json ./', 'COPY tsconfig.missing.json ./'),
        /not in the repository/,
      ],
      ['a stage that does not exist', good.replace('--from=build /app/web/dist', '--from=builder /app/web/dist'), /no earlier stage/],
      [
        'dist/ from a stage that does not build it',
        good.replace('-w @luminate/schema -w @luminate/gateway -w @luminate/web', '-w @luminate/schema -w @luminate/web'),
        /does not build @luminate\/gateway/,
      ],
      ['an unknown script', good.replace('RUN npm run build -w', 'RUN npm run compile -w'), /no such script/],
      ['running as root', good.replace('USER node', 'USER root'), /runs as root/],
      ['development dependencies', good.replace('npm ci --omit=dev', 'npm ci'), /not from a production-only install/],
      [
        'a TypeScript loader',
        good.replace('"--conditions=luminate-dist",', '"--import", "tsx", "--conditions=luminate-dist",'),
        /TypeScript loader/,
      ],
      [
        'the dist/ folder itself from the context',
        good.replace('COPY tsconfig.base.json ./', 'COPY gateway/dist/ gateway/dist/'),
        /gateway\/dist\/: not in the repository/,
      ],
    ];
    for (const [what, text, expected] of mistakes) {
      expect(text, what).not.toBe(good);
      expect(stageProblems(text, 'gateway').join('\n'), what).toMatch(expected);
    }
  });
});
