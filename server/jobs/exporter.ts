import type { Right } from '../../domain/rights';
import type { Db } from '../db/connect';
import type { CsvDateKind } from '../http/csv';

/** The validated filter and sort of the list call an export was started from (stored as jsonb). */
export type ExportParams = {
  filter: Record<string, unknown>;
  sort: { field: string; direction: 'ASC' | 'DESC' };
};

/**
 * What a list offers for CSV export: its key, the fields a csvHeaders column may name (dot paths
 * into the list's JSON items) and a reader that yields its rows page by page, never all at once:
 * either the list's JSON items (`pages`), or, for the lists exported by the million, whole CSV lines
 * of the requested fields written by the database (`lines`, decision 126).
 */
export type Exporter = {
  collection: string;
  fields: readonly string[];
  /** Fields that need a right of their own, as the list's columns do (spec 000 §6, spec 001 §6). */
  fieldRights?: Readonly<Record<string, Right>>;
  /** Date fields and how each is written (decision 162); a `lines` reader writes them in SQL alike. */
  dates?: Readonly<Record<string, CsvDateKind>>;
  /** Fields that hold a full name: refused (400) where maySeeFullNames says no (decision 157). */
  fullNameFields?: readonly string[];
  /** How many rows the export will have, for its progress on /myexports; where a counter answers cheaply. */
  count?(db: Db, params: ExportParams): Promise<number>;
} & (
  | { pages(db: Db, params: ExportParams, pageSize: number): AsyncIterable<readonly object[]> }
  | {
      /** Per row one CSV line, its CRLF included, of the requested fields in csvHeaders order. */
      lines(
        db: Db,
        params: ExportParams,
        fields: readonly string[],
        pageSize: number,
      ): AsyncIterable<readonly string[]>;
    }
);
