/** A member's home as the territory resolvers receive it. */
export interface MemberPointParent {
  memberId: number;
  aaneelId: string;
  lat: number;
  lng: number;
  officeId: number | null;
  office: string | null;
  engaged: boolean;
  nhZone: string | null;
}

/** The member homes as columns (MemberHomes): entry i of each list is the i-th home. */
export interface MemberHomesParent {
  count: number;
  memberIds: number[];
  aaneelIds: string[];
  lats: number[];
  lngs: number[];
  officeIndexes: (number | null)[];
  engaged: boolean[];
  offices: MemberHomeOfficeParent[];
}

/** An office some homes of MemberHomes belong to. */
export interface MemberHomeOfficeParent {
  officeId: number;
  name: string | null;
  nhZone: string | null;
}

/** An H3 cell of a market and its member count. */
export interface MarketHexParent {
  hex: string;
  count: number;
}

/** The capabilities are computed field by field from the viewer: the parent holds nothing. */
export type TerritoryCapabilitiesParent = Record<string, never>;
