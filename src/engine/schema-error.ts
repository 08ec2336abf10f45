/** A schema that cannot be used; the message names the file and, where one is at fault, the field. */
export class SchemaError extends Error {
  readonly file: string;
  readonly field: string | undefined;

  constructor(file: string, field: string | undefined, problem: string) {
    super(`Invalid entity schema in ${file}${field ? `, field "${field}"` : ''}: ${problem}`);
    this.name = 'SchemaError';
    this.file = file;
    this.field = field;
  }
}
