// The image, compose and Kubernetes files, checked without a container engine: the Dockerfile lints clean
// (dockerfile-utils), builds in one stage and runs on production dependencies as a non-root user with the
// production start's own command; the manifests validate against Kubernetes' schema (kubernetes-models); compose
// and the manifests probe endpoints the gateway serves, on the port the image listens on, and set only variables
// the product reads (.env.example lists them).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createGateway, loadConfig } from '@fieldforce/gateway';
import { type Cmd, DockerfileParser, type Instruction } from 'dockerfile-ast';
import { validate } from 'dockerfile-utils';
import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import { ConfigMap } from 'kubernetes-models/v1/ConfigMap';
import { Secret } from 'kubernetes-models/v1/Secret';
import { Service } from 'kubernetes-models/v1/Service';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse, parseAllDocuments } from 'yaml';
import { loopbackHaproxyConfig } from '../support/haproxy.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const text = (path: string) => readFileSync(join(root, path), 'utf8');

const dockerfileText = text('Dockerfile');
const dockerfile = DockerfileParser.parse(dockerfileText);
const manifest = JSON.parse(text('package.json')) as { scripts: Record<string, string> };
// Compose reads YAML merge keys (`<<: *gateway`).
const compose = parse(text('compose.yaml'), { merge: true }) as Compose;
const k8s = readdirSync(join(root, 'deploy/k8s'))
  .filter((file) => file.endsWith('.yaml'))
  .flatMap((file) => parseAllDocuments(text(`deploy/k8s/${file}`)).map((doc) => doc.toJS() as K8sObject));
const documented = new Set(
  [...text('.env.example').matchAll(/^(?:# )?([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1] ?? ''),
);

interface ComposeService {
  image?: string;
  build?: unknown;
  command?: string[];
  environment?: Record<string, string>;
  ports?: string[];
  volumes?: string[];
  healthcheck?: { test: string[] };
}
interface Compose {
  services: Record<string, ComposeService>;
}
interface Probe {
  httpGet?: { path: string; port: string | number };
}
interface Container {
  name: string;
  image: string;
  ports: { name: string; containerPort: number }[];
  envFrom: { configMapRef?: { name: string }; secretRef?: { name: string } }[];
  readinessProbe?: Probe;
  livenessProbe?: Probe;
  startupProbe?: Probe;
  securityContext?: { allowPrivilegeEscalation?: boolean; readOnlyRootFilesystem?: boolean };
  volumeMounts?: { mountPath: string }[];
}
interface K8sObject {
  kind: string;
  metadata: { name: string };
  data?: Record<string, string>;
  stringData?: Record<string, string>;
  spec: {
    selector?: { matchLabels?: Record<string, string> } & Record<string, string>;
    ports?: { targetPort: string | number }[];
    template?: {
      metadata: { labels: Record<string, string> };
      spec: { securityContext: Record<string, unknown>; containers: Container[] };
    };
  };
}

/** The instructions of the last stage (the image that runs). */
function runtimeStage(): Instruction[] {
  const instructions = dockerfile.getInstructions();
  const lastFrom = instructions.findLastIndex((instruction) => instruction.getKeyword() === 'FROM');
  return instructions.slice(lastFrom);
}

const argsOf = (instruction: Instruction) => instruction.getArgumentsContent() ?? '';
/** An instruction as written, flags included. */
const sourceOf = (instruction: Instruction) => {
  const { start, end } = instruction.getRange();
  return dockerfileText
    .split('\n')
    .slice(start.line, end.line + 1)
    .join('\n');
};
const k8sOf = (kind: string) => k8s.filter((object) => object.kind === kind);
const deployment = () => {
  const [found] = k8sOf('Deployment');
  if (!found?.spec.template) throw new Error('deploy/k8s has no Deployment');
  return found.spec.template;
};
/** The port the image's gateway listens on (ENV PORT, as EXPOSE says). */
const imagePort = () => Number(/\bPORT=(\d+)/.exec(runtimeStage().map(argsOf).join('\n'))?.[1]);

describe('the Dockerfile', () => {
  it('lints clean', () => {
    const problems = validate(dockerfileText).map((d) => `line ${d.range.start.line + 1}: ${d.message}`);
    expect(problems).toEqual([]);
  });

  it('builds in one stage and runs on production dependencies only, from the Node the project names', () => {
    const froms = dockerfile.getFROMs();
    expect(froms.length).toBeGreaterThanOrEqual(2);
    const runtime = runtimeStage().map(sourceOf);
    expect(runtime.some((line) => /^RUN npm ci --omit=dev\b/.test(line))).toBe(true);
    expect(runtime.some((line) => /^RUN npm run build\b/.test(line))).toBe(false);
    expect(runtime).toContain('COPY --from=build /app/web/dist web/dist');
    const nodeMajor = text('.nvmrc').trim().split('.')[0];
    expect(dockerfileText).toMatch(new RegExp(`^ARG NODE_VERSION=${nodeMajor}$`, 'm'));
    for (const from of froms) expect(from.getImageName()).toBe('node');
  });

  it('runs as a non-root user, and the Kubernetes pods as the same one', () => {
    const users = runtimeStage().filter((instruction) => instruction.getKeyword() === 'USER');
    const [uid, gid] = argsOf(users.at(-1)!).split(':').map(Number);
    expect(uid).toBeGreaterThan(0);
    const security = deployment().spec.securityContext;
    expect(security).toMatchObject({ runAsNonRoot: true, runAsUser: uid, runAsGroup: gid });
  });

  it('starts with the command of npm run start:prod', () => {
    const cmd = dockerfile.getCMDs().at(-1) as Cmd;
    const words = cmd.getJSONStrings().map((word) => word.getJSONValue());
    expect(words.join(' ')).toBe(manifest.scripts['start:prod']);
  });

  it('copies in what the compiled code reads at run time, where the sources keep it', () => {
    const copies = runtimeStage()
      .filter((instruction) => instruction.getKeyword() === 'COPY')
      .map(argsOf);
    // Each `new URL('…', import.meta.url)` of the server's sources, as a path from the repository's root.
    const reads = new Set<string>();
    const walk = (dir: string) => {
      for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
        const path = `${dir}/${entry.name}`;
        if (entry.isDirectory()) walk(path);
        else if (path.endsWith('.ts')) {
          for (const match of text(path).matchAll(/new URL\([`'](\.[^`'$]*)/g)) {
            reads.add(new URL(match[1]!, `file:///${path}`).pathname.slice(1));
          }
        }
      }
    };
    walk('gateway/src');
    walk('services/src');
    // Written at run time (a volume), or read only by development commands (npm run schema) and never used.
    const notShipped = ['.data/', 'schema.graphql', 'gateway/web/dist'];
    const missing = [...reads].filter(
      (path) =>
        !notShipped.some((prefix) => path.startsWith(prefix)) &&
        !copies.some((copy) => {
          const destination = copy.split(/\s+/).at(-1)!.replace(/\/$/, '');
          return path === destination || path.startsWith(`${destination}/`);
        }),
    );
    expect(missing).toEqual([]);
    expect(reads.size).toBeGreaterThan(5);
  });
});

describe('the gateway the probes ask', () => {
  let gateway: Awaited<ReturnType<typeof createGateway>>;
  beforeAll(async () => {
    const base = 'http://127.0.0.1:9';
    gateway = await createGateway(
      loadConfig({
        MAIN_API_URL: `${base}/main`,
        SETTINGS_API_URL: `${base}/settings`,
        TRANSFER_API_URL: `${base}/transfer`,
        PRODUCT_API_URL: `${base}/product`,
        API_TOKEN: 'probe',
        SESSION_SECRET: 'a session secret of at least thirty-two characters',
        LOG: 'off',
      }),
    );
  }, 60_000);
  afterAll(() => gateway.close());

  const served = (path: string) => gateway.app.hasRoute({ method: 'GET', url: path });

  it('serves the health path of the image and the liveness, startup and readiness paths of the pods', () => {
    const healthcheck = argsOf(dockerfile.getHEALTHCHECKs().at(-1)!);
    const imagePath = /127\.0\.0\.1:'\s*\+\s*process\.env\.PORT\s*\+\s*'(\/\w+)'/.exec(healthcheck)?.[1];
    expect(imagePath).toBe('/healthz');
    const container = deployment().spec.containers[0]!;
    const probes = [container.livenessProbe, container.startupProbe, container.readinessProbe].map(
      (probe) => probe?.httpGet?.path ?? '',
    );
    expect(probes).toEqual(['/healthz', '/healthz', '/readyz']);
    for (const path of [imagePath, ...probes]) expect(served(path ?? '')).toBe(true);
    expect(served('/nowhere')).toBe(false);
    expect(text('deploy/haproxy.cfg')).toMatch(/^\s*option httpchk GET \/readyz$/m);
  });
});

describe('compose.yaml', () => {
  const ours = () => Object.entries(compose.services).filter(([, service]) => service.image === 'fieldpulse:local');

  it('runs PostgreSQL, Redis, the stand-in bases, two gateways sharing sessions and a load balancer', () => {
    const names = Object.keys(compose.services);
    expect(names).toEqual(expect.arrayContaining(['postgres', 'redis', 'services', 'gateway-1', 'gateway-2', 'lb']));
    const gateways = ['gateway-1', 'gateway-2'].map((name) => compose.services[name]!);
    for (const gateway of gateways) {
      expect(gateway.command).toBeUndefined(); // the image's own: npm run start:prod
      expect(gateway.environment).toMatchObject({ REDIS_URL: 'redis://redis:6379', PORT: String(imagePort()) });
      expect(gateway.environment?.SESSION_SECRET).toMatch(/^\$\{SESSION_SECRET:\?/);
    }
    expect(compose.services.services?.environment?.DATABASE_URL).toMatch(/^postgres:\/\/.*@postgres:5432\//);
    expect(compose.services.services?.build).toBeDefined();
    const haproxy = text('deploy/haproxy.cfg');
    for (const name of ['gateway-1', 'gateway-2']) {
      expect(haproxy).toMatch(new RegExp(`^\\s*server ${name} ${name}:${imagePort()}\\b`, 'm'));
    }
    expect(compose.services.lb?.volumes).toContain('./deploy/haproxy.cfg:/usr/local/etc/haproxy/haproxy.cfg:ro');
  });

  it("is the load balancer the rolling restart drill runs: only compose's names, port and resolver differ", () => {
    const shipped = text('deploy/haproxy.cfg');
    // Connections a stopping gateway refuses go to the other: what keeps every request of a rolling restart.
    expect(shipped).toMatch(/^\s*retries [1-9]$/m);
    expect(shipped).toMatch(/^\s*option redispatch$/m);
    const loopback = loopbackHaproxyConfig(18080, [14001, 14002]).split('\n');
    expect(loopback).toEqual(expect.arrayContaining(['  bind 127.0.0.1:18080', '  server gateway-1 127.0.0.1:14001']));
    expect(loopback).toContain('  server gateway-2 127.0.0.1:14002');
    expect(loopback.join('\n')).not.toMatch(/resolvers|init-addr|:8080|gateway-\d:4000/);
    const kept = (line: string) => line.trim() !== '' && !/^\s*(bind|server|nameserver)\s|^resolvers\s/.test(line);
    const strip = (line: string) => line.replace(/\s+resolvers\s+\S+|\s+init-addr\s+\S+/g, '');
    expect(loopback.filter(kept)).toEqual(shipped.split('\n').filter(kept).map(strip));
  });

  it('sets only variables the product reads', () => {
    const set = ours().flatMap(([, service]) => Object.keys(service.environment ?? {}));
    expect(set.filter((name) => !documented.has(name))).toEqual([]);
  });
});

/** The Kubernetes API's own schema of each kind the manifests use. */
const MODELS: Record<string, (object: K8sObject) => { validate(): void }> = {
  Deployment: (object) => new Deployment(object as unknown as ConstructorParameters<typeof Deployment>[0]),
  Service: (object) => new Service(object as unknown as ConstructorParameters<typeof Service>[0]),
  ConfigMap: (object) => new ConfigMap(object as unknown as ConstructorParameters<typeof ConfigMap>[0]),
  Secret: (object) => new Secret(object as unknown as ConstructorParameters<typeof Secret>[0]),
  PodDisruptionBudget: (object) =>
    new PodDisruptionBudget(object as unknown as ConstructorParameters<typeof PodDisruptionBudget>[0]),
};

describe('the Kubernetes manifests', () => {
  it("validate against the Kubernetes API's schema (kubernetes-models)", () => {
    expect(k8s.map((object) => object.kind).sort()).toEqual([
      'ConfigMap',
      'Deployment',
      'PodDisruptionBudget',
      'Secret',
      'Service',
    ]);
    for (const object of k8s) {
      const model = MODELS[object.kind];
      if (!model) throw new Error(`no schema for ${object.kind}`);
      expect(() => model(object).validate(), `${object.kind} ${object.metadata.name}`).not.toThrow();
    }
  });

  it('deploy the image on its port, probed, non-root and read-only, with a Service and a disruption budget', () => {
    const template = deployment();
    const container = template.spec.containers[0]!;
    expect(container.image).toMatch(/\/fieldpulse:[\w.-]+$/);
    expect(container.ports).toEqual([{ name: 'http', containerPort: imagePort() }]);
    for (const probe of [container.livenessProbe, container.readinessProbe, container.startupProbe]) {
      expect(probe?.httpGet?.port).toBe('http');
    }
    expect(container.securityContext).toMatchObject({ allowPrivilegeEscalation: false, readOnlyRootFilesystem: true });
    // What the product writes (the embedded PGlite, the outbox) goes to a mounted volume.
    expect(container.volumeMounts?.map((mount) => mount.mountPath)).toContain('/app/.data');

    const labels = template.metadata.labels;
    const [service] = k8sOf('Service');
    expect(service?.spec.selector).toEqual(labels);
    expect(service?.spec.ports?.map((port) => port.targetPort)).toEqual(['http']);
    const [budget] = k8sOf('PodDisruptionBudget');
    expect(budget?.spec.selector?.matchLabels).toEqual(labels);
  });

  it('take their settings from the ConfigMap and the Secret they name, with variables the product reads', () => {
    const container = deployment().spec.containers[0]!;
    const [config] = k8sOf('ConfigMap');
    const [secret] = k8sOf('Secret');
    expect(container.envFrom).toEqual([
      { configMapRef: { name: config?.metadata.name } },
      { secretRef: { name: secret?.metadata.name } },
    ]);
    const names = [...Object.keys(config?.data ?? {}), ...Object.keys(secret?.stringData ?? {})];
    expect(names.filter((name) => !documented.has(name))).toEqual([]);
    expect(config?.data?.PORT).toBe(String(imagePort()));
    // Secrets stay out of the ConfigMap.
    expect(Object.keys(config?.data ?? {})).not.toContain('SESSION_SECRET');
    expect(Object.keys(secret?.stringData ?? {})).toEqual(expect.arrayContaining(['SESSION_SECRET', 'API_TOKEN']));
  });
});
