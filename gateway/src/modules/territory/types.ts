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

/** An H3 cell of a market and its member count. */
export interface MarketHexParent {
  hex: string;
  count: number;
}

/** The capabilities are computed field by field from the viewer: the parent holds nothing. */
export type TerritoryCapabilitiesParent = Record<string, never>;
