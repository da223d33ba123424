// The tools' form schemas, imported on demand (use-simulated-tool.ts): with them comes zod.
export { journalSchema, writerSchema } from '@manara/contracts';
