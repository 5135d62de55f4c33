import type { Access } from '@portal/shared';

/**
 * The API reference (docs/api.md) written from the running app's OpenAPI document, which the endpoint
 * contracts (packages/shared/src/api) generate: each endpoint by tag, its parameters, its body's and
 * its answer's fields. `npm run docs:api` writes it; api-reference.test.ts fails when the committed
 * file is not what the contracts give (issue 18 item 6).
 */

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
  additionalProperties?: boolean | Schema;
};
type Parameter = { name: string; in: string; required?: boolean; schema?: Schema };
type Operation = {
  tags?: string[];
  /** The contract's access (platform/route.ts, decision 056). */
  'x-access'?: Access;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
};
export type OpenApiDocument = { paths: Record<string, Record<string, Operation>> };

const cell = (text: string) => text.replaceAll('|', '\\|');

/** Who may call an endpoint, in words. */
function accessText(access: Access | undefined): string {
  if (access === 'public') return 'public';
  if (access === 'signedIn') return 'any signed-in user';
  return access ? `signed-in ${access.roles.join(' or ')}` : 'not declared';
}

/** A schema in a few words: its type and the bounds a client must keep to. */
function describe(schema: Schema | undefined): string {
  if (!schema) return 'any';
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return union.map(describe).join(' or ');
  if (schema.allOf) return schema.allOf.map(describe).join(' and ');
  const type = Array.isArray(schema.type) ? schema.type.join(' or ') : (schema.type ?? 'any');
  if (type === 'array')
    return `${describe(schema.items)}[]${schema.maxItems !== undefined ? ` (≤ ${schema.maxItems})` : ''}`;
  const bounds: string[] = [];
  if (schema.format) bounds.push(schema.format);
  if (schema.pattern) bounds.push(`\`${schema.pattern}\``);
  if (schema.minLength !== undefined && schema.minLength > 0) bounds.push(`≥ ${schema.minLength} chars`);
  if (schema.maxLength !== undefined) bounds.push(`≤ ${schema.maxLength} chars`);
  if (schema.minimum !== undefined) bounds.push(`≥ ${schema.minimum}`);
  if (schema.maximum !== undefined) bounds.push(`≤ ${schema.maximum}`);
  return bounds.length > 0 ? `${type} (${bounds.join(', ')})` : type;
}

/** An object's fields as table rows, nested objects' fields with a dotted name (two levels). */
function fieldRows(schema: Schema | undefined, prefix = '', depth = 0): string[] {
  const target = schema?.type === 'array' ? schema.items : schema;
  if (!target?.properties) return [];
  const required = new Set(target.required ?? []);
  return Object.entries(target.properties).flatMap(([name, field]) => {
    const path = `${prefix}${name}`;
    const row = `| \`${path}\` | ${cell(describe(field))} | ${required.has(name) ? 'yes' : ''} |`;
    const inner = field.type === 'array' ? field.items : field;
    return depth < 1 && inner?.properties
      ? [row, ...fieldRows(field, `${path}${field.type === 'array' ? '[]' : ''}.`, depth + 1)]
      : [row];
  });
}

function fieldTable(title: string, schema: Schema | undefined): string[] {
  const rows = fieldRows(schema);
  if (rows.length === 0) return schema ? [`${title}: ${describe(schema)}`, ''] : [];
  return [
    `${title}${schema?.type === 'array' ? ' (an array of)' : ''}:`,
    '',
    '| field | type | required |',
    '|---|---|---|',
    ...rows,
    '',
  ];
}

const jsonOf = (content: Record<string, { schema?: Schema }> | undefined) =>
  content ? (content['application/json'] ?? Object.values(content)[0])?.schema : undefined;

/** docs/api.md from the OpenAPI document. */
export function apiReference(document: OpenApiDocument): string {
  const byTag = new Map<string, string[]>();
  const paths = Object.keys(document.paths).sort();
  for (const path of paths) {
    const operations = document.paths[path] ?? {};
    for (const method of Object.keys(operations).sort()) {
      const operation = operations[method] ?? {};
      const tag = operation.tags?.[0] ?? 'other';
      const lines = [`### \`${method.toUpperCase()} ${path}\``, '', `Access: ${accessText(operation['x-access'])}`, ''];
      const parameters = operation.parameters ?? [];
      if (parameters.length > 0) {
        lines.push('| parameter | in | type | required |', '|---|---|---|---|');
        for (const p of parameters) {
          lines.push(`| \`${p.name}\` | ${p.in} | ${cell(describe(p.schema))} | ${p.required ? 'yes' : ''} |`);
        }
        lines.push('');
      }
      lines.push(...fieldTable('Body', jsonOf(operation.requestBody?.content)));
      const responses = operation.responses ?? {};
      lines.push(...fieldTable('Answer (200)', jsonOf(responses['200']?.content)));
      byTag.set(tag, [...(byTag.get(tag) ?? []), ...lines]);
    }
  }
  const tags = [...byTag.keys()].sort();
  return [
    '# API reference',
    '',
    '<!-- Written by `npm run docs:api` from the OpenAPI document of the endpoint contracts',
    '     (packages/shared/src/api); apps/server/src/platform/api-reference.test.ts fails when it is stale. -->',
    '',
    'Every endpoint of the portal, grouped by area, as its contract in `packages/shared/src/api` defines it',
    '(the same document the running app serves at `/api/docs/json` outside production). Field names follow',
    'docs/decisions/003 and 047. Every failure (400, 401, 403, 404, 409, 413, 415, 429, 502, 503) answers the',
    'error envelope `{Status: "Error", Message, MessageKey, errors?: [{field, message, key}]}`.',
    '',
    "Each endpoint's access is part of its contract (docs/decisions/056): `public`, any signed-in user, or",
    'signed-in users of the named roles; a caller without a session gets 401, one of another role 403.',
    '',
    ...tags.map(
      (tag) =>
        `- [${tag}](#${tag
          .toLowerCase()
          .replaceAll(/[^a-z0-9 -]/g, '')
          .replaceAll(' ', '-')})`,
    ),
    '',
    ...tags.flatMap((tag) => [`## ${tag}`, '', ...(byTag.get(tag) ?? [])]),
  ]
    .join('\n')
    .replace(/\n+$/, '\n');
}
