// drizzle-orm decides what each piece of a query is with `is(value, Class)`: when `instanceof`
// fails it walks the value's class chain looking for a matching entity kind. Building one
// statement asks that a few dozen times per column (StringChunk? Name? SQL? Table? Column? …), and
// on the booking path (about seventy statements per sequence) it was 14 % of the server's CPU
// (issue 16, `node scripts/bench/bookings.mjs --cpu-prof DIR`). The answer depends only on the
// value's prototype and the class, so the bundled copy remembers it per pair; everything else is
// drizzle's own code. The server bundles drizzle-orm (not external) so that this applies.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const MEMOIZED_IS = `
const knownKinds = new WeakMap();
function is(value, type) {
  if (!value || typeof value !== "object") return false;
  if (value instanceof type) return true;
  if (!Object.prototype.hasOwnProperty.call(type, entityKind)) {
    throw new Error(\`Class "\${type.name ?? "<unknown>"}" doesn't look like a Drizzle entity. If this is incorrect and the class is provided by Drizzle, please report this as a bug.\`);
  }
  const proto = Object.getPrototypeOf(value);
  let byType = knownKinds.get(proto);
  let found = byType?.get(type);
  if (found === undefined) {
    found = false;
    // A value without a prototype throws here, as drizzle's own check does.
    for (let cls = proto.constructor; cls; cls = Object.getPrototypeOf(cls)) {
      if (entityKind in cls && cls[entityKind] === type[entityKind]) {
        found = true;
        break;
      }
    }
    if (byType === undefined) knownKinds.set(proto, (byType = new Map()));
    byType.set(type, found);
  }
  return found;
}
`;

/** The `function is(value, type) { … }` of drizzle-orm's entity.js, as published. */
const ORIGINAL_IS = /function is\(value, type\) \{[\s\S]*?\n\}\n/;

export const drizzleEntityCheck = {
  name: 'drizzle-entity-check',
  setup(build) {
    // Bundle drizzle-orm itself (every other package stays external).
    build.onResolve({ filter: /^drizzle-orm(\/|$)/ }, (args) => ({
      path: fileURLToPath(import.meta.resolve(args.path)),
    }));
    build.onLoad({ filter: /[\\/]drizzle-orm[\\/]entity\.js$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      if (!ORIGINAL_IS.test(source)) throw new Error(`drizzle-orm's entity.js has changed: review ${import.meta.url}`);
      return { contents: source.replace(ORIGINAL_IS, MEMOIZED_IS), loader: 'js' };
    });
  },
};
