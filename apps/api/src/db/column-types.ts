import type { ColumnType } from 'kysely';

/** Column types the table declarations of every module share. */
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
export type DateOnly = ColumnType<string, string, string>;
/** numeric columns arrive as strings from PostgreSQL; repositories convert them. */
export type Numeric = ColumnType<string, number | string, number | string>;
export type IntArray = ColumnType<number[], number[] | undefined, number[]>;
export type TextArray = ColumnType<string[], string[] | undefined, string[]>;
export type Json = ColumnType<Record<string, unknown>, string | undefined, string>;
