/** Care API routes of members: the MembersOdata entity, adding a member, and a market's members export. */
import { z } from 'zod';
import { route, type RouteContract } from '../contract.ts';
import { odataCollection, odataQuery } from '../common.ts';
import { recordId } from '../../rules/ids.ts';
import { CreatedMemberDto, MemberCreateDto, MemberDto } from './dtos.ts';

export const membersRoutes = {
  // Member files
  membersExport: route({
    method: 'POST',
    path: '/api/Members/Export',
    summary: 'Export the members of a market; answers a signed-url header',
    query: z.object({ marketId: recordId }),
    answer: { file: 'signed-url' },
  }),

  // Member intake
  createMember: route({
    method: 'POST',
    path: '/api/Members',
    summary:
      'Add a member (eligible, not engaged) with its address, phone and e-mail rows; the office is the neighborhood of the zip or county in the market, if one is found. 422 when the rule fails or the payer already has a member with this member id',
    body: MemberCreateDto,
    answer: { json: CreatedMemberDto },
  }),

  // OData
  membersOdata: route({
    method: 'GET',
    path: '/odata/MembersOdata',
    summary: 'Members, OData v4 ($filter, $orderby, $skip, $top, $count, $select, $expand)',
    query: odataQuery,
    answer: { json: odataCollection(MemberDto.partial()) },
  }),
} satisfies Record<string, RouteContract>;
