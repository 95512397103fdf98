/**
 * What the campaigns module's resolvers receive for its own graph types (mappers.json). It imports
 * schema types only: the generated resolver types import this file.
 */
import type { CallListDto, CallListEntryDto } from '@luminate/schema/rest';

/** A member placed by a call-list change, at its index in the new list. */
export interface PlacedEntry {
  index: number;
  entry: CallListEntryDto;
}

/** One call-list update: the whole list (`list`), or the change from `previousVersion`. */
export interface CallListUpdateModel {
  campaignId: number;
  version: number;
  previousVersion: number | null;
  listDate: string;
  generatedAt: string;
  size: number;
  list: CallListDto | null;
  removed: number[];
  placed: PlacedEntry[];
}
