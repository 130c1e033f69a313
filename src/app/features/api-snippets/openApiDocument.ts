import { z } from 'zod';

/**
 * The part of the server's OpenAPI 3 document (src/server/plugins/docs.ts, @fastify/swagger built from the zod
 * descriptors) that the snippet generator reads. The document is produced by the swagger plugin, not by one of our
 * endpoint descriptors, so its schema lives here with its only reader rather than in src/shared/api. Unknown keys are
 * stripped; a document that does not fit is refused as a whole instead of half-read.
 */
export const JsonSchemaSchema = z.object({
  type: z.union([z.string(), z.array(z.string())]).optional(),
  format: z.string().optional(),
  description: z.string().optional(),
  enum: z.array(z.unknown()).optional(),
  const: z.unknown().optional(),
  default: z.unknown().optional(),
  example: z.unknown().optional(),
  nullable: z.boolean().optional(),
  pattern: z.string().optional(),
  minimum: z.number().optional(),
  maximum: z.number().optional(),
  exclusiveMinimum: z.union([z.number(), z.boolean()]).optional(),
  exclusiveMaximum: z.union([z.number(), z.boolean()]).optional(),
  minLength: z.number().optional(),
  maxLength: z.number().optional(),
  minItems: z.number().optional(),
  required: z.array(z.string()).optional(),
  get properties(): z.ZodOptional<z.ZodRecord<z.ZodString, typeof JsonSchemaSchema>> {
    return z.record(z.string(), JsonSchemaSchema).optional();
  },
  get items(): z.ZodOptional<typeof JsonSchemaSchema> {
    return JsonSchemaSchema.optional();
  },
  get anyOf(): z.ZodOptional<z.ZodArray<typeof JsonSchemaSchema>> {
    return z.array(JsonSchemaSchema).optional();
  },
  get oneOf(): z.ZodOptional<z.ZodArray<typeof JsonSchemaSchema>> {
    return z.array(JsonSchemaSchema).optional();
  },
  get allOf(): z.ZodOptional<z.ZodArray<typeof JsonSchemaSchema>> {
    return z.array(JsonSchemaSchema).optional();
  },
  get additionalProperties(): z.ZodOptional<z.ZodUnion<readonly [z.ZodBoolean, typeof JsonSchemaSchema]>> {
    return z.union([z.boolean(), JsonSchemaSchema]).optional();
  },
});
export type JsonSchema = z.infer<typeof JsonSchemaSchema>;

const ParameterSchema = z.object({
  name: z.string(),
  in: z.string(),
  required: z.boolean().optional(),
  description: z.string().optional(),
  schema: JsonSchemaSchema.optional(),
});

const SecuritySchema = z.array(z.record(z.string(), z.array(z.string())));

const OperationSchema = z.object({
  summary: z.string().optional(),
  description: z.string().optional(),
  tags: z.array(z.string()).optional(),
  parameters: z.array(ParameterSchema).optional(),
  requestBody: z
    .object({
      required: z.boolean().optional(),
      content: z.record(z.string(), z.object({ schema: JsonSchemaSchema.optional() })),
    })
    .optional(),
  security: SecuritySchema.optional(),
});
export type OpenApiOperation = z.infer<typeof OperationSchema>;

export const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

const PathItemSchema = z.object({
  get: OperationSchema.optional(),
  post: OperationSchema.optional(),
  put: OperationSchema.optional(),
  patch: OperationSchema.optional(),
  delete: OperationSchema.optional(),
});

export const OpenApiDocumentSchema = z.object({
  openapi: z.string(),
  info: z.object({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), PathItemSchema),
  security: SecuritySchema.optional(),
});
export type OpenApiDocument = z.infer<typeof OpenApiDocumentSchema>;
