/** The DataMgmt object: its fields are resolved from the request's data source, it carries nothing itself. */
export type DataMgmtParent = Record<string, never>;
