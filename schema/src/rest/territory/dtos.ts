/** Care API DTOs of the Geo Dashboard's territory data: member homes and H3 hexagon counts. */
import { z } from 'zod';

/** A member's home: where, which office (its name and zone), engaged or not. */
export const MemberCoordinateDto = z.object({
  memberId: z.number().int(),
  aaneelID: z.string(),
  lat: z.number(),
  lng: z.number(),
  officeId: z.number().int().nullable(),
  /** The office's name, like 1.001.002. */
  office: z.string().nullable(),
  engaged: z.boolean(),
  /** The office's community (its neighborhood zone), like 1.001. */
  nhZone: z.string().nullable(),
});
export type MemberCoordinateDto = z.infer<typeof MemberCoordinateDto>;

/** An H3 cell and how many members live in it. */
export const HexCountDto = z.object({ hex: z.string(), cnt: z.number().int() });
export type HexCountDto = z.infer<typeof HexCountDto>;
