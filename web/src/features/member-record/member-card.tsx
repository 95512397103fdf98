import type { ReactNode } from 'react';
import { Badge, Box, Card, DataList, Heading, HStack, Text } from '@chakra-ui/react';
import type { MemberCardFragment, MemberHeaderTone } from '../../generated/graphql.ts';
import { formatDate, formatPhone, formatText } from '../../shared/lib/format.ts';

/** Orange for a pending transition, blue when eligible, red otherwise. */
export const HEADER_PALETTE: Record<MemberHeaderTone, string> = {
  PENDING: 'orange',
  ELIGIBLE: 'blue',
  INELIGIBLE: 'red',
};

function Item({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <DataList.Item data-testid={testId}>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}

/**
 * The member card: id, name, payer plan and member id; the date of birth (yellow when the
 * birthday is within 14 days); phone, active address and market; the office, APP and PCC of an
 * eligible engaged member, or the weather, insurance group, PCP and clinical group of an eligible
 * member who is not engaged; term date and reason, deceased date; the DNC badges.
 */
export function MemberCardView({ member }: { member: MemberCardFragment }) {
  const palette = HEADER_PALETTE[member.headerTone];
  const payerPlan = [member.payerName, member.planName].filter(Boolean).join(' ');
  return (
    <Card.Root size="sm" overflow="hidden" data-testid="member-card">
      <Box bg={`${palette}.600`} color="white" px="4" py="3" data-testid="member-card-header" data-tone={member.headerTone}>
        <Heading as="h1" size="lg">
          {member.fullName}
        </Heading>
        <Text fontSize="sm" data-testid="member-eligibility">
          Eligible: {member.eligibilityLabel}
        </Text>
      </Box>
      <Card.Body gap="3">
        {(member.pendingDnc || member.dnc) && (
          <HStack gap="2">
            {member.pendingDnc && <Badge colorPalette="orange">Pending DNC</Badge>}
            {member.dnc && <Badge colorPalette="red">Member is DNC</Badge>}
          </HStack>
        )}
        <DataList.Root orientation="horizontal" size="sm" gap="2">
          <Item label="Id">{member.aaneelId}</Item>
          <Item label="Name">{member.fullName}</Item>
          <Item label="Payer Plan">{formatText(payerPlan)}</Item>
          <Item label="Member Id">{member.memberId}</Item>
          <Item label="Date of Birth" testId="member-dob">
            <Box
              as="span"
              px={member.birthdaySoon ? '1' : undefined}
              bg={member.birthdaySoon ? 'yellow.300' : undefined}
              color={member.birthdaySoon ? 'black' : undefined}
              rounded="sm"
              data-birthday-soon={member.birthdaySoon ? 'true' : undefined}
              title={member.birthdaySoon ? 'Birthday within 14 days' : undefined}
            >
              {formatDate(member.dateOfBirth)}
            </Box>
          </Item>
          <Item label="Phone">{formatPhone(member.homePhone)}</Item>
          <Item label="Address">{formatText(member.activeAddress)}</Item>
          <Item label="Market">{formatText(member.marketName)}</Item>
          {member.eligible && member.engaged && (
            <>
              <Item label="Office" testId="member-office">
                {formatText(member.officeName)}
              </Item>
              <Item label="APP">{formatText(member.app?.fullName)}</Item>
              <Item label="PCC">{formatText(member.pcc?.fullName)}</Item>
            </>
          )}
          {member.eligible && !member.engaged && (
            <>
              <Item label="Weather" testId="member-weather">
                {formatText(member.weather)}
              </Item>
              <Item label="Insurance Group">{formatText(member.insuranceGroup)}</Item>
              <Item label="PCP">{formatText(member.pcpName)}</Item>
              <Item label="Clinical Group">{formatText(member.clinicalGroup)}</Item>
            </>
          )}
          {member.termDate && (
            <Item label="Term Date" testId="member-term">
              {formatDate(member.termDate)}
              {member.termReason ? ` (${member.termReason.name})` : ''}
            </Item>
          )}
          {member.deceasedDate && <Item label="Deceased Date">{formatDate(member.deceasedDate)}</Item>}
        </DataList.Root>
      </Card.Body>
    </Card.Root>
  );
}
