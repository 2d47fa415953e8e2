import type { FieldNotes } from "./spec-schema";
import type { Direction, FieldName } from "./types";

/**
 * A field or a group of a spec schema, by its path inside the specs ("display", "display.sizeInches",
 * "connectivity.usbPorts.count"); a group's `name` names the product page's tab.
 */
export interface SchemaField {
  path: string;
  better?: Direction;
  name?: FieldName;
}

/** The parts of a Valibot schema this walk reads: wrappers, pipes, objects' entries, arrays' items. */
interface SchemaNode {
  type?: string;
  wrapped?: SchemaNode;
  pipe?: readonly (SchemaNode & { kind?: string; metadata?: FieldNotes })[];
  entries?: Record<string, SchemaNode>;
  item?: SchemaNode;
}

/** The notes of a field's line (./spec-schema.ts) and the schema under its wrappers. */
function unwrap(node: SchemaNode): { inner: SchemaNode; notes: FieldNotes } {
  let notes: FieldNotes = {};
  let inner = node;
  for (;;) {
    if (inner.pipe) {
      const metadata = inner.pipe.find((step) => step.kind === "metadata")?.metadata;
      if (metadata) notes = { ...metadata, ...notes };
      inner = inner.pipe[0];
    } else if (inner.wrapped) inner = inner.wrapped;
    else return { inner, notes };
  }
}

/** Every field a spec schema declares, groups before their fields, in the schema's order. */
export function schemaFields(schema: unknown): SchemaField[] {
  const fields: SchemaField[] = [];
  const walk = (node: SchemaNode, path: string) => {
    const { inner, notes } = unwrap(node);
    const content = inner.type === "array" && inner.item ? unwrap(inner.item).inner : inner;
    if (path) fields.push({ path, ...(notes.better ? { better: notes.better } : {}), ...(notes.name ? { name: notes.name } : {}) });
    if (content.type === "object" && content.entries) for (const [key, entry] of Object.entries(content.entries)) walk(entry, path ? `${path}.${key}` : key);
  };
  walk(schema as SchemaNode, "");
  return fields;
}
