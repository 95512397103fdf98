/**
 * Graph types that several modules' rows carry: the member and employee summaries of the
 * approval dashboards (eligibility changes, DNC requests, patient transfers), resolved once here.
 */
import type { Resolvers } from '../../generated/graphql.ts';

export const approvalRowResolvers: Resolvers = {
  ApprovalMember: {
    dateOfBirth: (member) => member.dtOfBirth,
    termDate: (member) => member.termDt,
    officeName: (member) => member.office?.name ?? null,
    communityId: (member) => member.office?.communityId ?? null,
    marketName: (member) => member.office?.market.name ?? null,
    nextAppointmentAt: (member) => member.nextAppointment?.start ?? null,
  },

  EmployeeRef: {
    // Some upstream records carry only the name parts.
    fullName: (employee) => employee.fullName || `${employee.firstName} ${employee.lastName}`.trim(),
  },
};
