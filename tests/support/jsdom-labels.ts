import { createRequire } from 'node:module';

/**
 * jsdom finds a `<label for>`'s control by walking the whole document until an element has that
 * id, and finds an input's labels by asking every node of the document for its control: each
 * `labels` read costs labels × nodes. Testing Library reads `labels` for every candidate of a
 * `getByRole` or `getByLabelText` query, so on a full admin screen it was the largest single cost
 * of the integration suite after React itself (`HTMLLabelElement.control`: 1.7 s of a 26 s file).
 *
 * Here a label in a document takes the one element of the document's id index that has its `for`
 * id, as jsdom's own `getElementById` does. When several elements share the id, or the label is
 * not in a document, jsdom's own walk answers, so the result is always the first element in tree
 * order, as the standard says.
 */

interface NodeImpl {
  nodeType: number;
  getAttributeNS(ns: null, name: string): string | null;
  hasAttributeNS(ns: null, name: string): boolean;
  getRootNode(options: object): NodeImpl;
  getElementById?(id: string): NodeImpl | null;
  _ids?: Record<string, NodeImpl[] | undefined>;
}

const DOCUMENT_NODE = 9;
const require = createRequire(import.meta.url);
const { implForWrapper } = require('jsdom/lib/jsdom/living/generated/utils.js') as {
  implForWrapper(wrapper: unknown): object;
};
const { isLabelable } = require('jsdom/lib/jsdom/living/helpers/form-controls.js') as {
  isLabelable(node: NodeImpl): boolean;
};

/** Marks the getter installed here, so a worker that loads this setup again installs it once. */
const FAST = Symbol.for('research-console/fast-label-lookup');

export function speedUpLabelLookups(document: Document): void {
  const proto = Object.getPrototypeOf(implForWrapper(document.createElement('label'))) as object;
  const own = Object.getOwnPropertyDescriptor(proto, 'control');
  const walk = own?.get;
  if (!walk) throw new Error('jsdom changed: HTMLLabelElement has no control getter to speed up');
  if (FAST in walk) return;
  const fast = Object.assign(
    function control(this: NodeImpl): NodeImpl | null {
      const id = this.hasAttributeNS(null, 'for') ? this.getAttributeNS(null, 'for') : null;
      if (id) {
        const root = this.getRootNode({});
        const candidates = root.nodeType === DOCUMENT_NODE ? root._ids?.[id] : undefined;
        if (candidates?.length === 1) {
          const found = root.getElementById?.(id) ?? null;
          return found && isLabelable(found) ? found : null;
        }
      }
      return walk.call(this) as NodeImpl | null;
    },
    { [FAST]: true },
  );
  Object.defineProperty(proto, 'control', { ...own, get: fast });
}
