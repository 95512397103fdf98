/** The values of a compiled query, bound as $n parameters, and the SQL type each property compares as. */
import type { PropertyType } from '../entity.ts';

export class SqlParams {
  readonly values: unknown[] = [];

  add(value: unknown, cast?: string): string {
    this.values.push(value);
    return `$${this.values.length}${cast ? `::${cast}` : ''}`;
  }
}

export const SQL_CAST: Record<PropertyType, string> = {
  int: 'int',
  number: 'float8',
  string: 'text',
  boolean: 'boolean',
  date: 'date',
  datetime: 'timestamptz',
};
