/** What the files module's resolvers receive for its page and result types. */
import type { CategoryPatternDto, FileDto } from '@luminate/schema/rest';

export interface DataFilePageParent {
  nodes: FileDto[];
  total: number;
}

export interface FilePatternMatchesParent {
  files: FileDto[];
  total: number;
}

export interface CategorizeFileResultParent {
  files: FileDto[];
  pattern: CategoryPatternDto | null;
  uncategorizedFileCount: number;
}
