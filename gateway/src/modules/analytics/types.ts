/**
 * What the analytics module's resolvers receive for its graph types. It imports schema types
 * only: the generated resolver types import this file (mappers.json).
 */
import type { WorkbookEmbedDto } from '@luminate/schema/rest';
import type { WorkbookName } from '@luminate/schema/rules';

/** A one-time embed link and the workbook it opens. */
export interface WorkbookEmbedParent extends WorkbookEmbedDto {
  workbook: WorkbookName;
}
