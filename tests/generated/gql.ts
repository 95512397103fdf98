/* eslint-disable */
import * as types from './graphql.ts';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query ClusterLoad {\n    viewer {\n      name\n    }\n    markets {\n      id\n    }\n  }\n": typeof types.ClusterLoadDocument,
    "\n  query ClusterWhoAmI {\n    viewer {\n      name\n    }\n  }\n": typeof types.ClusterWhoAmIDocument,
    "\n  mutation ClusterLogCall($c: ID!, $m: ID!) {\n    logCall(campaignId: $c, memberId: $m) {\n      memberId\n    }\n  }\n": typeof types.ClusterLogCallDocument,
    "\n  mutation ClusterApproveDnc($input: DncDecisionInput!) {\n    approveDncRequest(input: $input) {\n      request {\n        id\n      }\n    }\n  }\n": typeof types.ClusterApproveDncDocument,
    "\n      query A11yMember {\n        members(take: 1) {\n          nodes {\n            id\n          }\n        }\n      }\n    ": typeof types.A11yMemberDocument,
    "\n      query GeoTestHexes($marketId: ID!, $layer: Int!) {\n        marketHexes(marketId: $marketId, layer: $layer) {\n          hex\n          count\n        }\n      }\n    ": typeof types.GeoTestHexesDocument,
    "\n      query ProximityTestClinicians($types: [ID!]) {\n        employees(assignmentTypeIds: $types) {\n          id\n          fullName\n        }\n      }\n    ": typeof types.ProximityTestCliniciansDocument,
    "\n      query MembersTestOne {\n        members(take: 1, skip: 5) {\n          nodes {\n            id\n            lastName\n            memberId\n          }\n        }\n      }\n    ": typeof types.MembersTestOneDocument,
    "\n      query MembersTestOldest {\n        members(take: 200, sort: [{ field: DATE_OF_BIRTH }, { field: ID }]) {\n          nodes {\n            id\n            fullName\n            dateOfBirth\n          }\n        }\n      }\n    ": typeof types.MembersTestOldestDocument,
    "\n        mutation ApproveDncOnReplica($input: DncDecisionInput!) {\n          approveDncRequest(input: $input) {\n            request {\n              id\n            }\n          }\n        }\n      ": typeof types.ApproveDncOnReplicaDocument,
    "\n          mutation ApproveDncRequest($input: DncDecisionInput!) {\n            approveDncRequest(input: $input) {\n              request {\n                id\n                tab\n              }\n            }\n          }\n        ": typeof types.ApproveDncRequestDocument,
    "\n          query ApprovalQueuesDeattributionTabCounts {\n            deattributionTabCounts {\n              tab\n              count\n            }\n            eligibilityChanges(tab: MAILING_LIST, take: 160) {\n              totalCount\n            }\n          }\n        ": typeof types.ApprovalQueuesDeattributionTabCountsDocument,
    "\n          query CallListSubscriptionCampaigns {\n            campaigns {\n              id\n              active\n            }\n            myCampaigns {\n              id\n            }\n          }\n        ": typeof types.CallListSubscriptionCampaignsDocument,
    "\n              query CallListSubscriptionMyCampaigns {\n                myCampaigns {\n                  id\n                }\n              }\n            ": typeof types.CallListSubscriptionMyCampaignsDocument,
    "\n          mutation CallListSubscriptionLogCall($c: ID!, $m: ID!) {\n            logCall(campaignId: $c, memberId: $m) {\n              memberId\n            }\n          }\n        ": typeof types.CallListSubscriptionLogCallDocument,
    "\n            mutation CallListSubscriptionLogCall2($c: ID!, $m: ID!) {\n              logCall(campaignId: $c, memberId: $m) {\n                memberId\n              }\n            }\n          ": typeof types.CallListSubscriptionLogCall2Document,
    "\n            query CallListSubscriptionHeld($id: ID!) {\n              callList(campaignId: $id) {\n                version\n                entries {\n                  memberId\n                  aaneelId\n                  fullName\n                  points\n                  primaryDriver\n                  lastCallAttempt\n                }\n              }\n            }\n          ": typeof types.CallListSubscriptionHeldDocument,
    "\n  subscription DrainCallListUpdates($campaignId: ID!) {\n    callListUpdates(campaignId: $campaignId) {\n      version\n      previousVersion\n      list {\n        version\n        entries {\n          memberId\n        }\n      }\n    }\n  }\n": typeof types.DrainCallListUpdatesDocument,
    "\n  query DrainSlowCallList($campaignId: ID!) {\n    callList(campaignId: $campaignId) {\n      version\n      size\n    }\n  }\n": typeof types.DrainSlowCallListDocument,
    "\n  query GoogleSuggest($input: String!) {\n    addressSuggestions(input: $input) {\n      placeId\n      description\n      mainText\n      secondaryText\n    }\n  }\n": typeof types.GoogleSuggestDocument,
    "\n  query GoogleResolve($placeId: ID!) {\n    resolvedAddress(placeId: $placeId) {\n      placeId\n      formattedAddress\n      street\n      city\n      state\n      zip\n      county\n      country\n      lat\n      lng\n    }\n  }\n": typeof types.GoogleResolveDocument,
    "\n        query HttpAnswerLength {\n          viewer {\n            uid\n          }\n        }\n      ": typeof types.HttpAnswerLengthDocument,
    "\n          query HubRestartViewer {\n            viewer {\n              name\n            }\n            myCampaigns {\n              id\n            }\n          }\n        ": typeof types.HubRestartViewerDocument,
    "\n    query MembersAnyOfFiltersMembers($filters: [MemberFilter!], $take: Int) {\n      members(filters: $filters, take: $take) {\n        totalCount\n        nodes {\n          id\n          homePhone\n          workPhone\n          mobilePhone\n        }\n      }\n    }\n  ": typeof types.MembersAnyOfFiltersMembersDocument,
    "\n        query MembersAnyOfFiltersMembers2 {\n          members(take: 1, skip: 3) {\n            nodes {\n              id\n              aaneelId\n              lastName\n            }\n          }\n        }\n      ": typeof types.MembersAnyOfFiltersMembers2Document,
    "\n          query MembersAnyOfFiltersByName($name: String) {\n            members(take: 200, filters: [{ field: NAME_OR_AANEEL_ID, matchMode: CONTAINS, value: $name }]) {\n              totalCount\n              nodes {\n                id\n                lastName\n                firstName\n              }\n            }\n          }\n        ": typeof types.MembersAnyOfFiltersByNameDocument,
    "\n  query ObservedMemberRecord($id: ID!) {\n    memberRecord(id: $id) {\n      id\n      fullName\n    }\n  }\n": typeof types.ObservedMemberRecordDocument,
    "\n  query ObservedMemberSearch($filters: [MemberFilter!], $take: Int) {\n    members(filters: $filters, take: $take) {\n      totalCount\n    }\n  }\n": typeof types.ObservedMemberSearchDocument,
    "\n  subscription ProcessClusterCallListUpdates($campaignId: ID!) {\n    callListUpdates(campaignId: $campaignId) {\n      version\n      previousVersion\n      removed\n      list {\n        entries {\n          memberId\n        }\n      }\n    }\n  }\n": typeof types.ProcessClusterCallListUpdatesDocument,
    "\n  query ReferenceCacheMarkets {\n    markets {\n      id\n      name\n      phone\n    }\n  }\n": typeof types.ReferenceCacheMarketsDocument,
    "\n  mutation ReferenceCacheUpdateMarket($id: ID!, $input: UpdateMarketInput!) {\n    updateMarket(id: $id, input: $input) {\n      id\n      phone\n    }\n  }\n": typeof types.ReferenceCacheUpdateMarketDocument,
    "\n          query ReferenceCacheMarket($id: ID!) {\n            market(id: $id) {\n              phone\n              address\n              city\n              zipCode\n              stateAbbrev\n              faxDriveEmail\n              faxDriveId\n              quantaFloDriveId\n            }\n          }\n        ": typeof types.ReferenceCacheMarketDocument,
    "\n  query ReplicasViewerName {\n    viewer {\n      name\n    }\n  }\n": typeof types.ReplicasViewerNameDocument,
    "\n  mutation ReplicasChangeAssignment($input: ChangeAssignmentInput!) {\n    changeAssignment(input: $input) {\n      assigned {\n        id\n      }\n    }\n  }\n": typeof types.ReplicasChangeAssignmentDocument,
    "\n  query ReplicasMineDncRequests {\n    dncRequests(tab: CD, mine: true, take: 160) {\n      nodes {\n        id\n      }\n    }\n  }\n": typeof types.ReplicasMineDncRequestsDocument,
    "\n  query ReplicasAuditEvents($requestId: ID) {\n    auditEvents(requestId: $requestId) {\n      totalCount\n      nodes {\n        action\n        uid\n        outcome\n        requestId\n        targets {\n          key\n          value\n        }\n      }\n    }\n  }\n": typeof types.ReplicasAuditEventsDocument,
    "\n  query Dnc($tab: DncTab!, $mine: Boolean, $filters: [DncRequestFilter!], $take: Int) {\n    dncRequests(tab: $tab, mine: $mine, filters: $filters, take: $take) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n      }\n      nodes {\n        id\n        tab\n        viewerCan {\n          approve\n          decide {\n            allowed\n            reason\n          }\n        }\n      }\n    }\n    dncTabCounts {\n      tab\n      count\n      mine\n    }\n  }\n": typeof types.DncDocument,
    "\n  query Can {\n    viewer {\n      can {\n        manageCampaigns\n        exportClaims\n        exportMembers\n        bulkApproveTerms\n        downloadMailingList\n        downloadTerminationOverview\n        downloadDncReport\n        downloadTransferReport\n        readAuditTrail\n        addMember\n      }\n    }\n  }\n": typeof types.CanDocument,
    "\n  query Members($filters: [MemberFilter!], $sort: [MemberSort!], $skip: Int, $take: Int) {\n    members(filters: $filters, sort: $sort, skip: $skip, take: $take) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n      }\n      nodes {\n        id\n        firstName\n        lastName\n        dateOfBirth\n        eligible\n        marketId\n        officeId\n        payer {\n          id\n          name\n        }\n      }\n    }\n  }\n": typeof types.MembersDocument,
    "\n        query ViewerMembersViewer {\n          viewer {\n            uid\n            name\n            claims\n            employeeId\n            employee {\n              id\n              fullName\n            }\n          }\n        }\n      ": typeof types.ViewerMembersViewerDocument,
    "\n        query ViewerMembersViewer2 {\n          viewer {\n            uid\n            name\n            claims\n          }\n        }\n      ": typeof types.ViewerMembersViewer2Document,
    "\n        query ViewerMembersViewer3 {\n          viewer {\n            uid\n          }\n        }\n      ": typeof types.ViewerMembersViewer3Document,
    "\n        query ViewerMembersViewer4 {\n          viewer {\n            uid\n          }\n        }\n      ": typeof types.ViewerMembersViewer4Document,
    "\n        query ViewerMembersHealth {\n          health\n        }\n      ": typeof types.ViewerMembersHealthDocument,
    "\n        query ViewerMembersHealth2 {\n          health\n          ...F\n        }\n        fragment F on Query {\n          viewer {\n            uid\n          }\n        }\n      ": typeof types.ViewerMembersHealth2Document,
    "\n      query ViewerMembersMembers($take: Int) {\n        members(take: $take) {\n          nodes {\n            id\n            office {\n              id\n              name\n            }\n            market {\n              id\n              name\n            }\n          }\n        }\n      }\n    ": typeof types.ViewerMembersMembersDocument,
    "\n        query ViewerMembers_Schema {\n          __schema {\n            queryType {\n              name\n            }\n          }\n        }\n      ": typeof types.ViewerMembers_SchemaDocument,
    "\n        query ViewerMembers_Schema2 {\n          __schema {\n            queryType {\n              name\n            }\n          }\n        }\n      ": typeof types.ViewerMembers_Schema2Document,
    "\n        query ViewerMembers_Schema3 {\n          __schema {\n            queryType {\n              name\n            }\n          }\n        }\n      ": typeof types.ViewerMembers_Schema3Document,
    "\n        query AdminClaims {\n          claims {\n            key\n          }\n        }\n      ": typeof types.AdminClaimsDocument,
    "\n          query AdminUsers {\n            users {\n              uid\n              displayName\n              email\n              disabled\n              active\n              employeeId\n              employee {\n                id\n                fullName\n              }\n              claims\n              viewerCan {\n                grantClaims\n              }\n            }\n          }\n        ": typeof types.AdminUsersDocument,
    "\n            query AdminUsers2 {\n              users {\n                uid\n              }\n            }\n          ": typeof types.AdminUsers2Document,
    "\n          query AdminUser($uid: ID!) {\n            user(uid: $uid) {\n              uid\n              displayName\n              email\n              disabled\n              active\n              employeeId\n              employee {\n                id\n                fullName\n              }\n              claims\n              viewerCan {\n                grantClaims\n              }\n            }\n          }\n        ": typeof types.AdminUserDocument,
    "\n          query AdminUser2($uid: ID!) {\n            user(uid: $uid) {\n              employeeId\n              employee {\n                id\n              }\n            }\n          }\n        ": typeof types.AdminUser2Document,
    "\n            query AdminUser3 {\n              user(uid: \"no-such-user\") {\n                uid\n              }\n            }\n          ": typeof types.AdminUser3Document,
    "\n      query AdminClaims2 {\n        claims {\n          claim\n          key\n          name\n          description\n          viewerCanGrant\n        }\n      }\n    ": typeof types.AdminClaims2Document,
    "\n            query AdminClaims3 {\n              claims {\n                key\n              }\n            }\n          ": typeof types.AdminClaims3Document,
    "\n    mutation AdminGrantClaim($uid: ID!, $claim: Claim!) {\n      grantClaim(uid: $uid, claim: $claim) {\n        uid\n        claims\n      }\n    }\n  ": typeof types.AdminGrantClaimDocument,
    "\n    mutation AdminRevokeClaim($uid: ID!, $claim: Claim!) {\n      revokeClaim(uid: $uid, claim: $claim) {\n        uid\n        claims\n      }\n    }\n  ": typeof types.AdminRevokeClaimDocument,
    "\n              query AdminClaims4 {\n                claims {\n                  claim\n                }\n              }\n            ": typeof types.AdminClaims4Document,
    "\n            query AdminClaims5 {\n              claims {\n                claim\n              }\n            }\n          ": typeof types.AdminClaims5Document,
    "\n  query AnalyticsWorkbookEmbed($workbook: Workbook!, $memberId: ID, $theme: WorkbookTheme) {\n    workbookEmbed(workbook: $workbook, memberId: $memberId, theme: $theme) {\n      workbook\n      url\n      expiresAt\n    }\n  }\n": typeof types.AnalyticsWorkbookEmbedDocument,
    "\n  query AnalyticsViewer {\n    viewer {\n      can {\n        viewMedicalCost {\n          allowed\n          reason\n        }\n      }\n    }\n  }\n": typeof types.AnalyticsViewerDocument,
    "\n      query ApprovalsMineEligibilityChanges($mine: Boolean) {\n        eligibilityChanges(tab: APP_CD, mine: $mine, take: 160) {\n          nodes {\n            id\n            member {\n              communityId\n              officeName\n            }\n            assignedEmployees {\n              id\n            }\n            viewerCan {\n              decide {\n                allowed\n                reason\n              }\n            }\n          }\n        }\n      }\n    ": typeof types.ApprovalsMineEligibilityChangesDocument,
    "\n          mutation ApprovalsMineRejectDncRequest($input: DncDecisionInput!) {\n            rejectDncRequest(input: $input) {\n              request {\n                id\n              }\n            }\n          }\n        ": typeof types.ApprovalsMineRejectDncRequestDocument,
    "\n          mutation ApprovalsMineApproveEligibilityChange($input: EligibilityDecisionInput!) {\n            approveEligibilityChange(input: $input) {\n              change {\n                id\n              }\n            }\n          }\n        ": typeof types.ApprovalsMineApproveEligibilityChangeDocument,
    "\n          mutation ApprovalsMineAcknowledgeOfficeTransfer($input: OfficeTransferInput!) {\n            acknowledgeOfficeTransfer(input: $input) {\n              message\n            }\n          }\n        ": typeof types.ApprovalsMineAcknowledgeOfficeTransferDocument,
    "\n        query ApprovalsMineDncTabCounts {\n          dncTabCounts {\n            tab\n            count\n            mine\n          }\n        }\n      ": typeof types.ApprovalsMineDncTabCountsDocument,
    "\n          query ApprovalsMineDncTabCounts2 {\n            dncTabCounts {\n              tab\n              count\n              mine\n            }\n          }\n        ": typeof types.ApprovalsMineDncTabCounts2Document,
    "\n      query ApprovalsMineDncRequests($filters: [DncRequestFilter!]) {\n        dncRequests(tab: HISTORY, filters: $filters, take: 160) {\n          totalCount\n          nodes {\n            member {\n              communityId\n            }\n          }\n        }\n      }\n    ": typeof types.ApprovalsMineDncRequestsDocument,
    "\n      query ApprovalsMineOfficeTransfers($filters: [OfficeTransferFilter!]) {\n        officeTransfers(tab: APP, filters: $filters, take: 160) {\n          totalCount\n          nodes {\n            member {\n              communityId\n            }\n          }\n        }\n      }\n    ": typeof types.ApprovalsMineOfficeTransfersDocument,
    "\n    query ApprovalsMineMyWork {\n      myWork {\n        queues {\n          dashboard\n          tab\n          label\n          mine\n        }\n        callLists {\n          campaignId\n          campaignName\n          size\n        }\n      }\n    }\n  ": typeof types.ApprovalsMineMyWorkDocument,
    "\n          query ApprovalsMineMyCampaigns {\n            myCampaigns {\n              id\n              name\n            }\n          }\n        ": typeof types.ApprovalsMineMyCampaignsDocument,
    "\n            query ApprovalsMineCallListSize($id: ID!) {\n              callList(campaignId: $id) {\n                size\n              }\n            }\n          ": typeof types.ApprovalsMineCallListSizeDocument,
    "\n            query ApprovalsMineMyWork2 {\n              myWork {\n                queues {\n                  tab\n                  mine\n                }\n              }\n            }\n          ": typeof types.ApprovalsMineMyWork2Document,
    "\n          query ApprovalsMineMyWork3 {\n            myWork {\n              callLists {\n                campaignId\n                campaignName\n                size\n              }\n            }\n          }\n        ": typeof types.ApprovalsMineMyWork3Document,
    "\n  query AvailabilityAppAvailability($input: AvailabilityInput!) {\n    appAvailability(input: $input) {\n      start\n      end\n      view\n      dates\n      markets {\n        marketId\n        name\n        ivCount\n        ivOpportunityCount\n        communities {\n          communityId\n          name\n          ivCount\n          ivOpportunityCount\n          providers {\n            providerId\n            name\n            engineerType\n            typeMark\n            dailyIvLimit\n            ivCount\n            ivOpportunityCount\n            days {\n              date\n              ivCount\n              ivOpportunityCount\n              availabilityPercentage\n              optimizationPercentage\n              eventCount\n              totalEventTime\n              totalDriveTime\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.AvailabilityAppAvailabilityDocument,
    "\n  query AvailabilityAvailabilityDaySummary($providerId: ID!, $date: Date!) {\n    availabilityDaySummary(providerId: $providerId, date: $date) {\n      providerId\n      name\n      date\n      dailyIvLimit\n      typeMark\n      totalEventTime\n      totalDriveTime\n      events {\n        eventType\n        start\n        finish\n        duration\n        travelTimeAfter\n        isIV\n        isVisit\n      }\n    }\n  }\n": typeof types.AvailabilityAvailabilityDaySummaryDocument,
    "\n        query CallListFiltersCallListFilters {\n          callListFilters {\n            id\n          }\n        }\n      ": typeof types.CallListFiltersCallListFiltersDocument,
    "\n          query CallListFiltersCallListFilters2 {\n            callListFilters {\n              id\n              name\n              addedBy\n              addedAt\n              memberCount\n              campaignId\n              campaignName\n              isExclusive\n              isGlobal\n            }\n          }\n        ": typeof types.CallListFiltersCallListFilters2Document,
    "\n            query CallListFiltersCallListFilters3 {\n              callListFilters {\n                id\n              }\n            }\n          ": typeof types.CallListFiltersCallListFilters3Document,
    "\n          query CallListFiltersCallListFilters4 {\n            callListFilters {\n              id\n              name\n              addedBy\n              addedAt\n              memberCount\n              campaignId\n              campaignName\n              isExclusive\n              isGlobal\n            }\n          }\n        ": typeof types.CallListFiltersCallListFilters4Document,
    "\n          mutation CallListFiltersDeleteCallListFilter($id: ID!) {\n            deleteCallListFilter(id: $id) {\n              id\n              name\n              addedBy\n              addedAt\n              memberCount\n              campaignId\n              campaignName\n              isExclusive\n              isGlobal\n            }\n          }\n        ": typeof types.CallListFiltersDeleteCallListFilterDocument,
    "\n        mutation CallListFiltersDeleteCallListFilter2 {\n          deleteCallListFilter(id: \"Gateway upload test\") {\n            id\n          }\n        }\n      ": typeof types.CallListFiltersDeleteCallListFilter2Document,
    "\n        query CampaignsCampaignTypes {\n          campaignTypes {\n            id\n          }\n        }\n      ": typeof types.CampaignsCampaignTypesDocument,
    "\n  fragment CampaignsTestCampaign on Campaign {\n    id\n    name\n    note\n    active\n    createdAt\n    createdById\n    deactivatedAt\n    restDays\n    numAgentsAssigned\n    isExclusive\n    callListId\n    skillId\n    type {\n      id\n      type\n      isDialer\n      needsMemberList\n      documentationUrl\n    }\n    market {\n      id\n      name\n    }\n    variables {\n      id\n      campaignId\n      value\n      valueShown\n      points\n      createdAt\n      option {\n        id\n        name\n        valueType\n        active\n      }\n    }\n    assignments {\n      id\n      campaignId\n      campaignName\n      employeeId\n      employeeName\n      createdBy\n      createdAt\n    }\n    viewerCan {\n      manage\n      work\n    }\n  }\n": typeof types.CampaignsTestCampaignFragmentDoc,
    "\n  fragment CampaignsTestVariableValues on Campaign {\n    id\n    variables {\n      id\n      value\n      points\n      option {\n        id\n      }\n    }\n  }\n": typeof types.CampaignsTestVariableValuesFragmentDoc,
    "\n        query CampaignsCallList($id: ID!) {\n          callList(campaignId: $id) {\n            campaignId\n            listDate\n            version\n            size\n            entries {\n              memberId\n              aaneelId\n              fullName\n              points\n              primaryDriver\n              lastCallAttempt\n            }\n          }\n        }\n      ": typeof types.CampaignsCallListDocument,
    "\n          query CampaignsCampaigns {\n            campaigns {\n              ...CampaignsTestCampaign\n            }\n          }\n        ": typeof types.CampaignsCampaignsDocument,
    "\n          query CampaignsCampaigns2 {\n            campaigns {\n              id\n              a: variables {\n                id\n              }\n              b: variables {\n                points\n              }\n              market {\n                name\n              }\n            }\n            again: campaigns {\n              id\n              variables {\n                id\n              }\n            }\n          }\n        ": typeof types.CampaignsCampaigns2Document,
    "\n          query CampaignsCampaign($id: ID!) {\n            campaign(id: $id) {\n              id\n              name\n            }\n            missing: campaign(id: \"999999\") {\n              id\n            }\n          }\n        ": typeof types.CampaignsCampaignDocument,
    "\n          query CampaignsCampaignTypes2 {\n            campaignTypes {\n              id\n              type\n              isDialer\n              needsMemberList\n              documentationUrl\n            }\n            campaignOptions {\n              id\n              name\n              valueType\n              active\n            }\n          }\n        ": typeof types.CampaignsCampaignTypes2Document,
    "\n              query CampaignsCampaigns3 {\n                campaigns {\n                  id\n                }\n              }\n            ": typeof types.CampaignsCampaigns3Document,
    "\n              mutation CampaignsRescoreCampaign {\n                rescoreCampaign(id: \"123\") {\n                  scores {\n                    points\n                  }\n                }\n              }\n            ": typeof types.CampaignsRescoreCampaignDocument,
    "\n          mutation CampaignsCreateCampaign($input: CampaignInput!) {\n            createCampaign(input: $input) {\n              ...CampaignsTestCampaign\n            }\n          }\n        ": typeof types.CampaignsCreateCampaignDocument,
    "\n          mutation CampaignsUpdateCampaign($id: ID!, $input: CampaignInput!) {\n            updateCampaign(id: $id, input: $input) {\n              id\n              name\n              restDays\n              numAgentsAssigned\n              market {\n                id\n              }\n            }\n          }\n        ": typeof types.CampaignsUpdateCampaignDocument,
    "\n          mutation CampaignsDeactivateCampaign($id: ID!) {\n            deactivateCampaign(id: $id) {\n              id\n              active\n              deactivatedAt\n              deactivatedById\n            }\n          }\n        ": typeof types.CampaignsDeactivateCampaignDocument,
    "\n          mutation CampaignsCreateCampaign2($input: CampaignInput!) {\n            createCampaign(input: $input) {\n              id\n            }\n          }\n        ": typeof types.CampaignsCreateCampaign2Document,
    "\n          mutation CampaignsCreateCampaignVariable($id: ID!, $input: CampaignVariableInput!) {\n            createCampaignVariable(campaignId: $id, input: $input) {\n              id\n            }\n          }\n        ": typeof types.CampaignsCreateCampaignVariableDocument,
    "\n        mutation CampaignsCreateCampaignVariable2($id: ID!, $input: CampaignVariableInput!) {\n          createCampaignVariable(campaignId: $id, input: $input) {\n            id\n          }\n        }\n      ": typeof types.CampaignsCreateCampaignVariable2Document,
    "\n        mutation CampaignsCreateCampaignVariable3($id: ID!, $input: CampaignVariableInput!) {\n          createCampaignVariable(campaignId: $id, input: $input) {\n            id\n          }\n        }\n      ": typeof types.CampaignsCreateCampaignVariable3Document,
    "\n          mutation CampaignsCreateCampaignVariable4($id: ID!, $input: CampaignVariableInput!) {\n            createCampaignVariable(campaignId: $id, input: $input) {\n              ...CampaignsTestVariableValues\n            }\n          }\n        ": typeof types.CampaignsCreateCampaignVariable4Document,
    "\n          mutation CampaignsUpdateCampaignVariable($id: ID!, $v: ID!, $input: CampaignVariableInput!) {\n            updateCampaignVariable(variableId: $v, campaignId: $id, input: $input) {\n              ...CampaignsTestVariableValues\n            }\n          }\n        ": typeof types.CampaignsUpdateCampaignVariableDocument,
    "\n        mutation CampaignsDeleteCampaignVariable($id: ID!, $v: ID!) {\n          deleteCampaignVariable(variableId: $v, campaignId: $id) {\n            id\n          }\n        }\n      ": typeof types.CampaignsDeleteCampaignVariableDocument,
    "\n          mutation CampaignsDeleteCampaignVariable2($id: ID!, $v: ID!) {\n            deleteCampaignVariable(variableId: $v, campaignId: $id) {\n              id\n              variables {\n                id\n              }\n            }\n          }\n        ": typeof types.CampaignsDeleteCampaignVariable2Document,
    "\n          mutation CampaignsAssignCampaignAgent($id: ID!) {\n            assignCampaignAgent(campaignId: $id, employeeId: 13) {\n              id\n              assignments {\n                id\n                employeeId\n                employeeName\n                createdBy\n                createdAt\n              }\n            }\n          }\n        ": typeof types.CampaignsAssignCampaignAgentDocument,
    "\n            query CampaignsMyCampaigns {\n              myCampaigns {\n                id\n              }\n            }\n          ": typeof types.CampaignsMyCampaignsDocument,
    "\n          mutation CampaignsUnassignCampaignAgent($a: ID!) {\n            unassignCampaignAgent(assignmentId: $a) {\n              id\n              assignments {\n                employeeId\n              }\n            }\n          }\n        ": typeof types.CampaignsUnassignCampaignAgentDocument,
    "\n      mutation CampaignsAssignCampaignAgent2($id: ID!, $e: ID!) {\n        assignCampaignAgent(campaignId: $id, employeeId: $e) {\n          assignments {\n            id\n            employeeId\n          }\n        }\n      }\n    ": typeof types.CampaignsAssignCampaignAgent2Document,
    "\n          mutation CampaignsUnassignCampaignAgent2($a: ID!) {\n            unassignCampaignAgent(assignmentId: $a) {\n              id\n            }\n          }\n        ": typeof types.CampaignsUnassignCampaignAgent2Document,
    "\n          mutation CampaignsRescoreCampaign2 {\n            rescoreCampaign(id: \"123\") {\n              campaign {\n                id\n              }\n              scores {\n                memberId\n                primaryDriver\n                points\n              }\n            }\n          }\n        ": typeof types.CampaignsRescoreCampaign2Document,
    "\n          mutation CampaignsResetExhaustedMembers {\n            resetExhaustedMembers(id: \"125\") {\n              campaign {\n                id\n              }\n              membersReset\n            }\n          }\n        ": typeof types.CampaignsResetExhaustedMembersDocument,
    "\n        mutation CampaignsResetExhaustedMembers2 {\n          resetExhaustedMembers(id: \"123\") {\n            membersReset\n          }\n        }\n      ": typeof types.CampaignsResetExhaustedMembers2Document,
    "\n          query CampaignsCampaign2 {\n            campaign(id: \"123\") {\n              numAgentsAssigned\n              counts {\n                wasCalled\n                listSize\n                ineligMembers0score\n                ineligMembers\n              }\n              breakdown {\n                community\n                numEligibleMembers\n                numCalledToday\n                onListYesterday\n                newAdditionsToList\n                totalMembers\n                earlyMorningTimeGate\n                earlyAfternoonTimeGate\n                afternoonTimeGate\n                eveningTimeGate\n                exhaustHours\n                earlyMorningExhaustHours\n                earlyAfternoonExhaustHours\n                afternoonExhaustHours\n                eveningExhaustHours\n              }\n            }\n          }\n        ": typeof types.CampaignsCampaign2Document,
    "\n          query CampaignsMyCampaigns2 {\n            myCampaigns {\n              id\n              name\n              active\n              viewerCan {\n                manage\n                work\n              }\n            }\n          }\n        ": typeof types.CampaignsMyCampaigns2Document,
    "\n            query CampaignsMyCampaigns3 {\n              myCampaigns {\n                id\n              }\n            }\n          ": typeof types.CampaignsMyCampaigns3Document,
    "\n          mutation CampaignsLogCall($c: ID!, $m: ID!) {\n            logCall(campaignId: $c, memberId: $m) {\n              campaignId\n              memberId\n              poppedPoints\n              primaryDriver\n              poppedAt\n            }\n          }\n        ": typeof types.CampaignsLogCallDocument,
    "\n          query CampaignsMyCallHistory {\n            myCallHistory {\n              campaignId\n              campaignName\n              memberId\n              aaneelId\n              fullName\n              neighborhood\n              payer\n              points\n              primaryDriver\n              calledAt\n            }\n          }\n        ": typeof types.CampaignsMyCallHistoryDocument,
    "\n        mutation CampaignsLogCall2($c: ID!, $m: ID!) {\n          logCall(campaignId: $c, memberId: $m) {\n            memberId\n          }\n        }\n      ": typeof types.CampaignsLogCall2Document,
    "\n          mutation CampaignsLogCall3 {\n            logCall(campaignId: \"123\", memberId: \"1\") {\n              memberId\n            }\n          }\n        ": typeof types.CampaignsLogCall3Document,
    "\n          mutation CampaignsLogCall4 {\n            logCall(campaignId: \"125\", memberId: \"1\") {\n              memberId\n            }\n          }\n        ": typeof types.CampaignsLogCall4Document,
    "\n          query CampaignsCallList2 {\n            callList(campaignId: \"123\") {\n              size\n            }\n          }\n        ": typeof types.CampaignsCallList2Document,
    "\n          query CampaignsCallList3 {\n            callList(campaignId: \"125\") {\n              size\n            }\n          }\n        ": typeof types.CampaignsCallList3Document,
    "\n            query CampaignsMyCampaigns4 {\n              myCampaigns {\n                id\n              }\n              myCallHistory {\n                memberId\n              }\n            }\n          ": typeof types.CampaignsMyCampaigns4Document,
    "\n  query DataMgmtContactsMemberRecord($id: ID!) {\n    memberRecord(id: $id) {\n      activeAddress\n      homePhone\n      emails {\n        address\n        note\n        valid\n        activeDate\n      }\n      phoneNumbers {\n        number\n        type\n        note\n        valid\n      }\n      addresses {\n        formattedAddress\n        address1\n        city\n        state\n        zip\n        primary\n        active\n        inactiveDate\n      }\n      officeChanges {\n        toOffice {\n          id\n          name\n        }\n        status\n        note\n        processed\n      }\n    }\n  }\n": typeof types.DataMgmtContactsMemberRecordDocument,
    "\n          query DataMgmtContactsFiles($s: ID) {\n            files(sourceId: $s, take: 1) {\n              nodes {\n                id\n                name\n                category {\n                  id\n                }\n                storageLocation\n                size\n              }\n            }\n          }\n        ": typeof types.DataMgmtContactsFilesDocument,
    "\n          query DataMgmtDataMgmt {\n            dataMgmt {\n              cohorts {\n                id\n                name\n                pendingMemberCount\n              }\n              payers {\n                id\n                name\n              }\n              termReasons {\n                id\n                name\n              }\n              fileSources {\n                id\n                name\n              }\n            }\n          }\n        ": typeof types.DataMgmtDataMgmtDocument,
    "\n            query DataMgmtDataMgmt2 {\n              dataMgmt {\n                payers {\n                  id\n                }\n              }\n            }\n          ": typeof types.DataMgmtDataMgmt2Document,
    "\n            query DataMgmtViewer {\n              viewer {\n                can {\n                  useDataMgmt {\n                    allowed\n                    reason\n                  }\n                  bulkUpdatePhones {\n                    allowed\n                    reason\n                  }\n                  bulkUpdateNeighborhoods {\n                    allowed\n                  }\n                  skipTransferDashboard {\n                    allowed\n                    reason\n                  }\n                }\n              }\n            }\n          ": typeof types.DataMgmtViewerDocument,
    "\n          mutation DataMgmtCreateCohort($p: ID) {\n            createCohort(input: { name: \"Bulk test cohort\", payerId: $p }) {\n              id\n              name\n              pendingMemberCount\n            }\n          }\n        ": typeof types.DataMgmtCreateCohortDocument,
    "\n        mutation DataMgmtCreateCohort2 {\n          createCohort(input: { name: \"No payer cohort\" }) {\n            id\n          }\n        }\n      ": typeof types.DataMgmtCreateCohort2Document,
    "\n        mutation DataMgmtCreateCohort3($p: ID) {\n          createCohort(input: { name: \"bulk TEST cohort\", payerId: $p }) {\n            id\n          }\n        }\n      ": typeof types.DataMgmtCreateCohort3Document,
    "\n          query DataMgmtEligibilityChanges($f: [EligibilityChangeFilter!]) {\n            eligibilityChanges(tab: APP_CD, filters: $f, take: 20) {\n              totalCount\n              nodes {\n                note\n                termReason {\n                  id\n                }\n              }\n            }\n          }\n        ": typeof types.DataMgmtEligibilityChangesDocument,
    "\n            query DataMgmtCohorts {\n              cohorts {\n                id\n                pendingMemberCount\n              }\n            }\n          ": typeof types.DataMgmtCohortsDocument,
    "\n          query DataMgmtViewer2 {\n            viewer {\n              can {\n                useDataMgmt {\n                  allowed\n                }\n                bulkUpdatePhones {\n                  allowed\n                }\n              }\n            }\n          }\n        ": typeof types.DataMgmtViewer2Document,
    "\n          mutation DataMgmtCreateCohort4 {\n            createCohort(input: { name: \"Staff cohort\", payerId: \"1\" }) {\n              id\n            }\n          }\n        ": typeof types.DataMgmtCreateCohort4Document,
    "\n  query Page($tab: DeattributionTab!, $filters: [EligibilityChangeFilter!], $sort: [EligibilityChangeSort!], $skip: Int, $take: Int) {\n    eligibilityChanges(tab: $tab, filters: $filters, sort: $sort, skip: $skip, take: $take) {\n      totalCount\n      nodes {\n        ...DeattributionTestEligibilityChange\n      }\n    }\n  }\n": typeof types.PageDocument,
    "\n  query One($id: ID!) {\n    eligibilityChange(id: $id) {\n      ...DeattributionTestEligibilityChange\n    }\n  }\n": typeof types.OneDocument,
    "\n  mutation DeattributionApprove($input: EligibilityDecisionInput!) {\n    approveEligibilityChange(input: $input) {\n      ...DeattributionTestEligibilityChangeResult\n    }\n  }\n": typeof types.DeattributionApproveDocument,
    "\n  mutation DeattributionReject($input: EligibilityDecisionInput!) {\n    rejectEligibilityChange(input: $input) {\n      ...DeattributionTestEligibilityChangeResult\n    }\n  }\n": typeof types.DeattributionRejectDocument,
    "\n  mutation DeattributionUpdate($input: EligibilityDecisionInput!) {\n    updateEligibilityChange(input: $input) {\n      ...DeattributionTestEligibilityChangeResult\n    }\n  }\n": typeof types.DeattributionUpdateDocument,
    "\n  mutation Cancel($input: CancelEligibilityChangeInput!) {\n    cancelEligibilityChange(input: $input) {\n      ...DeattributionTestEligibilityChangeResult\n    }\n  }\n": typeof types.CancelDocument,
    "\n  mutation Bulk($input: BulkApproveOmTermsInput!) {\n    bulkApproveOmTerms(input: $input) {\n      approvedCount\n      changes {\n        id\n        status\n        tab\n      }\n      tabCounts {\n        tab\n        count\n      }\n    }\n  }\n": typeof types.BulkDocument,
    "\n        query DeattributionDeattributionTabCounts {\n          deattributionTabCounts {\n            tab\n            count\n          }\n        }\n      ": typeof types.DeattributionDeattributionTabCountsDocument,
    "\n  fragment DeattributionTestEligibilityChange on EligibilityChange {\n    id\n    status\n    changeType\n    termReasonId\n    diagnosisDate\n    dateEntered\n    statusChangedAt\n    tab\n    letterBadge\n    estimatedProcessDate\n    member {\n      id\n      aaneelId\n      fullName\n      engaged\n      officeId\n      officeName\n      communityId\n      marketId\n      marketName\n      payerId\n    }\n    termReason {\n      id\n      name\n    }\n    changeLog {\n      id\n      statusChangedTo\n      changedAt\n      note\n      changedBy {\n        id\n        fullName\n      }\n    }\n    assignedEmployees {\n      id\n      fullName\n    }\n    viewerIsAssigned\n    viewerCan {\n      approve\n      reject\n      update\n      cancel\n      confirmAbnormalDate\n    }\n  }\n": typeof types.DeattributionTestEligibilityChangeFragmentDoc,
    "\n  fragment DeattributionTestEligibilityChangeResult on EligibilityChangeResult {\n    change {\n      ...DeattributionTestEligibilityChange\n    }\n    tabCounts {\n      tab\n      count\n    }\n  }\n": typeof types.DeattributionTestEligibilityChangeResultFragmentDoc,
    "\n          query DeattributionDeattributionTabCounts2 {\n            deattributionTabCounts {\n              tab\n              count\n            }\n          }\n        ": typeof types.DeattributionDeattributionTabCounts2Document,
    "\n          query DeattributionDeattributionTermReasons {\n            deattributionTermReasons {\n              id\n              name\n            }\n          }\n        ": typeof types.DeattributionDeattributionTermReasonsDocument,
    "\n      query DeattributionOmTermsToApprove($r: ID!) {\n        omTermsToApprove(termReasonId: $r)\n      }\n    ": typeof types.DeattributionOmTermsToApproveDocument,
    "\n            query DeattributionDeattributionTabCounts3 {\n              deattributionTabCounts {\n                tab\n                count\n              }\n            }\n          ": typeof types.DeattributionDeattributionTabCounts3Document,
    "\n          query DeattributionOmTermsToApprove2($r: ID!) {\n            omTermsToApprove(termReasonId: $r)\n          }\n        ": typeof types.DeattributionOmTermsToApprove2Document,
    "\n        query DncDncTabCounts {\n          dncTabCounts {\n            tab\n            count\n          }\n        }\n      ": typeof types.DncDncTabCountsDocument,
    "\n  fragment DncTestDncRequest on DncRequest {\n    id\n    memberId\n    reasonId\n    reason\n    requestedAt\n    note\n    approvalType\n    approved\n    result\n    handledAt\n    handlerNote\n    isReturn\n    tab\n    member {\n      id\n      aaneelId\n      fullName\n      officeId\n      officeName\n      marketId\n      nextAppointmentAt\n    }\n    requestedBy {\n      id\n      fullName\n    }\n    handledBy {\n      id\n      fullName\n    }\n    assignedEmployees {\n      id\n      fullName\n    }\n    viewerCan {\n      approve\n      reject\n    }\n  }\n": typeof types.DncTestDncRequestFragmentDoc,
    "\n  fragment DncTestDncDecisionResult on DncDecisionResult {\n    request {\n      ...DncTestDncRequest\n    }\n    tabCounts {\n      tab\n      count\n    }\n  }\n": typeof types.DncTestDncDecisionResultFragmentDoc,
    "\n  query DncDncRequests($tab: DncTab!, $filters: [DncRequestFilter!], $sort: [DncRequestSort!], $skip: Int, $take: Int) {\n    dncRequests(tab: $tab, filters: $filters, sort: $sort, skip: $skip, take: $take) {\n      totalCount\n      nodes {\n        ...DncTestDncRequest\n      }\n    }\n  }\n": typeof types.DncDncRequestsDocument,
    "\n    mutation DncApprove($input: DncDecisionInput!) {\n      approveDncRequest(input: $input) {\n        ...DncTestDncDecisionResult\n      }\n    }\n  ": typeof types.DncApproveDocument,
    "\n    mutation DncReject($input: DncDecisionInput!) {\n      rejectDncRequest(input: $input) {\n        ...DncTestDncDecisionResult\n      }\n    }\n  ": typeof types.DncRejectDocument,
    "\n          query DncDncRequest($id: ID!) {\n            dncRequest(id: $id) {\n              ...DncTestDncRequest\n            }\n          }\n        ": typeof types.DncDncRequestDocument,
    "\n            query DncDncRequest2 {\n              dncRequest(id: \"999999\") {\n                id\n              }\n            }\n          ": typeof types.DncDncRequest2Document,
    "\n            mutation DncApproveAllPendingDncRequests {\n              approveAllPendingDncRequests(input: { handlerNote: \"All fine\" }) {\n                approvedCount\n              }\n            }\n          ": typeof types.DncApproveAllPendingDncRequestsDocument,
    "\n          mutation DncApproveAllPendingDncRequests2 {\n            approveAllPendingDncRequests(input: { handlerNote: \"\" }) {\n              approvedCount\n            }\n          }\n        ": typeof types.DncApproveAllPendingDncRequests2Document,
    "\n          query DncDncTabCounts2 {\n            dncTabCounts {\n              tab\n              count\n            }\n          }\n        ": typeof types.DncDncTabCounts2Document,
    "\n          mutation DncApproveAllPendingDncRequests3 {\n            approveAllPendingDncRequests(input: { handlerNote: \"Bulk review done\", approvalType: OM }) {\n              approvedCount\n              requests {\n                id\n                approved\n                tab\n                member {\n                  id\n                  fullName\n                }\n              }\n              tabCounts {\n                tab\n                count\n              }\n            }\n          }\n        ": typeof types.DncApproveAllPendingDncRequests3Document,
    "\n        query EmployeesAssignmentTypes {\n          assignmentTypes {\n            id\n          }\n        }\n      ": typeof types.EmployeesAssignmentTypesDocument,
    "\n  fragment EmployeesTestEmployee on Employee {\n    id\n    fullName\n    firstName\n    lastName\n    email\n    title\n    npi\n    archived\n    marketAssignments {\n      id\n      officeId\n      office {\n        id\n        name\n      }\n      assignmentTypeId\n      assignmentType {\n        id\n        name\n        shortName\n        level\n      }\n      employeeId\n      activeDt\n      inactiveDt\n    }\n  }\n": typeof types.EmployeesTestEmployeeFragmentDoc,
    "\n          query EmployeesEmployees($t: [ID!]) {\n            employees(assignmentTypeIds: $t) {\n              ...EmployeesTestEmployee\n            }\n          }\n        ": typeof types.EmployeesEmployeesDocument,
    "\n          query EmployeesEmployees2($t: String) {\n            employees(title: $t) {\n              title\n            }\n          }\n        ": typeof types.EmployeesEmployees2Document,
    "\n          query EmployeesEmployees3 {\n            employees(onlyProviders: true) {\n              id\n            }\n          }\n        ": typeof types.EmployeesEmployees3Document,
    "\n          query EmployeesEmployees4 {\n            employees {\n              id\n            }\n          }\n        ": typeof types.EmployeesEmployees4Document,
    "\n          query EmployeesEmployeeFields($id: ID!) {\n            employee(id: $id) {\n              ...EmployeesTestEmployee\n            }\n            missing: employee(id: \"999999999\") {\n              id\n            }\n          }\n        ": typeof types.EmployeesEmployeeFieldsDocument,
    "\n            query EmployeesEmployee {\n              employee(id: \"x1\") {\n                id\n              }\n            }\n          ": typeof types.EmployeesEmployeeDocument,
    "\n      query EmployeesEmployees5($t: [ID!]) {\n        employees(assignmentTypeIds: $t) {\n          id\n        }\n      }\n    ": typeof types.EmployeesEmployees5Document,
    "\n            query EmployeesEmployees6 {\n              employees {\n                id\n              }\n            }\n          ": typeof types.EmployeesEmployees6Document,
    "\n          query EmployeesAssignmentTypes2 {\n            assignmentTypes {\n              id\n              name\n              shortName\n              level\n              active\n            }\n          }\n        ": typeof types.EmployeesAssignmentTypes2Document,
    "\n            query EmployeesAssignmentTypes3 {\n              assignmentTypes {\n                id\n              }\n            }\n          ": typeof types.EmployeesAssignmentTypes3Document,
    "\n            query EmployeesAssignmentTypes4 {\n              assignmentTypes(includeInactive: true) {\n                id\n                active\n              }\n            }\n          ": typeof types.EmployeesAssignmentTypes4Document,
    "\n    query EmployeesEmployees7($t: [ID!]) {\n      employees(assignmentTypeIds: $t) {\n        id\n        marketAssignments {\n          office {\n            name\n          }\n          assignmentType {\n            name\n          }\n        }\n      }\n    }\n  ": typeof types.EmployeesEmployees7Document,
    "\n  fragment FilesTestFile on DataFile {\n    id\n    name\n    receivedDate\n    storageLocation\n    erroredBucket\n    size\n    downloadPath\n    source {\n      id\n      name\n    }\n    category {\n      id\n      name\n      adhoc\n    }\n    type {\n      id\n      regex\n      destinations {\n        id\n        name\n      }\n    }\n    viewerCan {\n      addCategory {\n        allowed\n        reason\n      }\n      addFileType {\n        allowed\n        reason\n      }\n      send {\n        allowed\n      }\n      download {\n        allowed\n      }\n    }\n  }\n": typeof types.FilesTestFileFragmentDoc,
    "\n  fragment FilesTestFileDetails on DataFile {\n    ...FilesTestFile\n    jobs {\n      id\n      action\n      destination {\n        id\n        name\n      }\n      timestamp\n      status\n    }\n    sendDestinations {\n      id\n      name\n      storageFolder\n    }\n  }\n": typeof types.FilesTestFileDetailsFragmentDoc,
    "\n  fragment FilesTestFileType on FileType {\n    id\n    regex\n    source {\n      id\n    }\n    category {\n      id\n    }\n    destinations {\n      id\n      name\n    }\n  }\n": typeof types.FilesTestFileTypeFragmentDoc,
    "\n  query FilesFileDashboardSources {\n    fileDashboardSources {\n      id\n      name\n      displayOnDashboard\n      storageFolder\n      payer {\n        id\n        name\n      }\n    }\n  }\n": typeof types.FilesFileDashboardSourcesDocument,
    "\n  query FilesFiles($sourceId: ID, $search: String, $uncategorized: Boolean, $sort: [DataFileSort!], $skip: Int, $take: Int) {\n    files(sourceId: $sourceId, search: $search, uncategorized: $uncategorized, sort: $sort, skip: $skip, take: $take) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n      }\n      nodes {\n        ...FilesTestFile\n        jobs {\n          id\n          action\n        }\n      }\n    }\n  }\n": typeof types.FilesFilesDocument,
    "\n  query FilesFile($id: ID!) {\n    file(id: $id) {\n      ...FilesTestFileDetails\n    }\n  }\n": typeof types.FilesFileDocument,
    "\n  query FilesUncategorizedFileCount {\n    uncategorizedFileCount\n  }\n": typeof types.FilesUncategorizedFileCountDocument,
    "\n  query FilesErroredFileBuckets($bucket: String, $take: Int) {\n    erroredFileBuckets\n    erroredFiles(bucket: $bucket, take: $take) {\n      totalCount\n      pageInfo {\n        hasNextPage\n      }\n      nodes {\n        id\n        name\n        erroredBucket\n        storageLocation\n      }\n    }\n  }\n": typeof types.FilesErroredFileBucketsDocument,
    "\n  mutation FilesCategorizeFile($input: CategorizeFileInput!) {\n    categorizeFile(input: $input) {\n      uncategorizedFileCount\n      pattern {\n        id\n        regex\n        category {\n          id\n          name\n        }\n        source {\n          id\n          name\n        }\n      }\n      files {\n        ...FilesTestFileDetails\n      }\n    }\n  }\n": typeof types.FilesCategorizeFileDocument,
    "\n  mutation FilesCreateFileType($input: CreateFileTypeInput!) {\n    createFileType(input: $input) {\n      type {\n        ...FilesTestFileType\n      }\n      files {\n        id\n        type {\n          id\n          regex\n        }\n      }\n    }\n  }\n": typeof types.FilesCreateFileTypeDocument,
    "\n  mutation FilesUpdateFileType($id: ID!, $input: UpdateFileTypeInput!) {\n    updateFileType(id: $id, input: $input) {\n      ...FilesTestFileType\n    }\n  }\n": typeof types.FilesUpdateFileTypeDocument,
    "\n  mutation FilesUpdateCategoryPattern($id: ID!, $input: UpdateCategoryPatternInput!) {\n    updateCategoryPattern(id: $id, input: $input) {\n      id\n      regex\n      category {\n        id\n      }\n      source {\n        id\n      }\n    }\n  }\n": typeof types.FilesUpdateCategoryPatternDocument,
    "\n  mutation FilesAddFileSource($input: AddFileSourceInput!) {\n    addFileSource(input: $input) {\n      id\n      name\n      payer {\n        id\n        name\n      }\n      displayOnDashboard\n      storageFolder\n      viewerCan {\n        edit {\n          allowed\n        }\n      }\n    }\n  }\n": typeof types.FilesAddFileSourceDocument,
    "\n  mutation FilesUpdateFileSource($id: ID!, $input: UpdateFileSourceInput!) {\n    updateFileSource(id: $id, input: $input) {\n      id\n      name\n      payer {\n        id\n      }\n      displayOnDashboard\n      storageFolder\n    }\n  }\n": typeof types.FilesUpdateFileSourceDocument,
    "\n  mutation FilesSendFileToSource($fileId: ID!, $destinationId: ID!) {\n    sendFileToSource(fileId: $fileId, destinationId: $destinationId) {\n      file {\n        id\n        jobs {\n          id\n          action\n          destination {\n            id\n            name\n          }\n          status\n        }\n      }\n      delivered {\n        ...FilesTestFile\n      }\n      job {\n        id\n        action\n        destination {\n          id\n          name\n        }\n        status\n      }\n    }\n  }\n": typeof types.FilesSendFileToSourceDocument,
    "\n  query FilesViewer {\n    viewer {\n      can {\n        viewFileAdminSections {\n          allowed\n          reason\n        }\n        categorizeFiles {\n          allowed\n          reason\n        }\n        createFileTypes {\n          allowed\n        }\n        editFileTypes {\n          allowed\n        }\n        editFileSources {\n          allowed\n        }\n        addFileSource {\n          allowed\n        }\n        sendFiles {\n          allowed\n        }\n        downloadFiles {\n          allowed\n        }\n      }\n    }\n  }\n": typeof types.FilesViewerDocument,
    "\n        query FilesCategoryConfigIds {\n          categoryConfigs {\n            id\n          }\n        }\n      ": typeof types.FilesCategoryConfigIdsDocument,
    "\n        query FilesTypeConfigIds {\n          typeConfigs {\n            id\n          }\n        }\n      ": typeof types.FilesTypeConfigIdsDocument,
    "\n        query FilesErroredBuckets {\n          erroredFileBuckets\n        }\n      ": typeof types.FilesErroredBucketsDocument,
    "\n          query FilesFilesMatchingPattern($p: String!) {\n            filesMatchingPattern(pattern: $p, take: 5) {\n              totalCount\n              pageInfo {\n                hasNextPage\n                hasPreviousPage\n              }\n              nodes {\n                name\n              }\n            }\n          }\n        ": typeof types.FilesFilesMatchingPatternDocument,
    "\n  query GeographyAddressSuggestions($input: String!) {\n    addressSuggestions(input: $input) {\n      placeId\n      description\n      mainText\n      secondaryText\n    }\n  }\n": typeof types.GeographyAddressSuggestionsDocument,
    "\n  query GeographyResolvedAddress($placeId: ID!) {\n    resolvedAddress(placeId: $placeId) {\n      placeId\n      formattedAddress\n      street\n      city\n      state\n      zip\n      county\n      country\n      lat\n      lng\n    }\n  }\n": typeof types.GeographyResolvedAddressDocument,
    "\n  query AuditEventsOfRequest($requestId: ID) {\n    auditEvents(requestId: $requestId, take: 10) {\n      nodes {\n        action\n        uid\n        outcome\n        rows\n        targets {\n          key\n          value\n        }\n      }\n    }\n  }\n": typeof types.AuditEventsOfRequestDocument,
    "\n  query HospitalsHospitalFacilities2($m: ID!, $d: Boolean) {\n    hospitalFacilities(marketId: $m, showDeactivated: $d) {\n      ...HospitalsTestFacility\n    }\n  }\n": typeof types.HospitalsHospitalFacilities2Document,
    "\n  mutation HospitalsCreateHospitalFacility($input: CreateHospitalFacilityInput!) {\n    createHospitalFacility(input: $input) {\n      ...HospitalsTestFacilityWithHistory\n    }\n  }\n": typeof types.HospitalsCreateHospitalFacilityDocument,
    "\n  mutation HospitalsUpdateHospitalFacility($id: ID!, $input: UpdateHospitalFacilityInput!) {\n    updateHospitalFacility(id: $id, input: $input) {\n      ...HospitalsTestFacilityWithHistory\n    }\n  }\n": typeof types.HospitalsUpdateHospitalFacilityDocument,
    "\n  mutation HospitalsDeactivateHospitalFacility($id: ID!, $note: String) {\n    deactivateHospitalFacility(id: $id, input: { note: $note }) {\n      ...HospitalsTestFacilityWithHistory\n    }\n  }\n": typeof types.HospitalsDeactivateHospitalFacilityDocument,
    "\n  mutation HospitalsReactivateHospitalFacility($id: ID!, $note: String) {\n    reactivateHospitalFacility(id: $id, input: { note: $note }) {\n      ...HospitalsTestFacilityWithHistory\n    }\n  }\n": typeof types.HospitalsReactivateHospitalFacilityDocument,
    "\n        query HospitalsStates {\n          states {\n            abbrev\n          }\n        }\n      ": typeof types.HospitalsStatesDocument,
    "\n  fragment HospitalsTestFacility on HospitalFacility {\n    id\n    facilityId\n    facilityName\n    address\n    street\n    city\n    state\n    zip\n    npi\n    active\n    deactivatedDt\n    marketId\n    market {\n      id\n      name\n    }\n    lastUpdatedBy {\n      id\n      fullName\n    }\n    lastUpdatedDate\n    totalMemberAdmissions\n    communityEngagementSpecialists {\n      id\n      firstName\n      lastName\n      shortName\n    }\n    viewerCan {\n      edit {\n        allowed\n        reason\n      }\n    }\n  }\n": typeof types.HospitalsTestFacilityFragmentDoc,
    "\n  fragment HospitalsTestFacilityWithHistory on HospitalFacility {\n    ...HospitalsTestFacility\n    history {\n      id\n      entries {\n        id\n        facilityName\n        address\n        active\n        assignedCESs\n        deactivatedDt\n        updatedDt\n        updatedBy {\n          id\n          fullName\n        }\n        note\n      }\n    }\n  }\n": typeof types.HospitalsTestFacilityWithHistoryFragmentDoc,
    "\n          query HospitalsHospitalFacilities($m: ID!) {\n            hospitalFacilities(marketId: $m) {\n              id\n              facilityName\n              active\n              totalMemberAdmissions\n              communityEngagementSpecialists {\n                id\n                shortName\n              }\n            }\n          }\n        ": typeof types.HospitalsHospitalFacilitiesDocument,
    "\n          query HospitalsCommunityEngagementSpecialists($m: ID!) {\n            communityEngagementSpecialists(marketId: $m) {\n              id\n              shortName\n              lastName\n            }\n          }\n        ": typeof types.HospitalsCommunityEngagementSpecialistsDocument,
    "\n      query HospitalsViewer($m: ID!) {\n        viewer {\n          can {\n            addHospitalFacility {\n              allowed\n              reason\n            }\n          }\n        }\n        hospitalFacilities(marketId: $m) {\n          viewerCan {\n            edit {\n              allowed\n              reason\n            }\n          }\n        }\n      }\n    ": typeof types.HospitalsViewerDocument,
    "\n          query HospitalsHospitalFacilityHistory($id: ID!) {\n            hospitalFacilityHistory(facilityId: $id) {\n              id\n              entries {\n                note\n              }\n            }\n          }\n        ": typeof types.HospitalsHospitalFacilityHistoryDocument,
    "\n  fragment LookupsTestEmployeeName on Employee {\n    id\n    fullName\n    firstName\n    lastName\n  }\n": typeof types.LookupsTestEmployeeNameFragmentDoc,
    "\n  query LookupsClosestOffices($lat: Float!, $lng: Float!, $count: Int) {\n    closestOffices(lat: $lat, lng: $lng, count: $count) {\n      distance\n      office {\n        id\n        name\n        commonName\n        eligibleMembers\n        engagedMembers\n        market {\n          id\n          name\n        }\n      }\n      node {\n        id\n        address\n        lat\n        lng\n      }\n      apps {\n        ...LookupsTestEmployeeName\n      }\n      backup1 {\n        ...LookupsTestEmployeeName\n      }\n      backup2 {\n        ...LookupsTestEmployeeName\n      }\n      backup3 {\n        ...LookupsTestEmployeeName\n      }\n      iapps {\n        ...LookupsTestEmployeeName\n      }\n      cess {\n        ...LookupsTestEmployeeName\n      }\n    }\n  }\n": typeof types.LookupsClosestOfficesDocument,
    "\n  query LookupsResolvedAddress($placeId: ID!) {\n    resolvedAddress(placeId: $placeId) {\n      placeId\n      county\n      state\n      zip\n      countyActive\n      timeRestricted\n    }\n  }\n": typeof types.LookupsResolvedAddressDocument,
    "\n  query LookupsAddressSuggestions($input: String!) {\n    addressSuggestions(input: $input) {\n      placeId\n      mainText\n      secondaryText\n    }\n  }\n": typeof types.LookupsAddressSuggestionsDocument,
    "\n  query LookupsMembersNearAddress($input: MemberProximityInput!) {\n    membersNearAddress(input: $input) {\n      distance\n      lat\n      lng\n      highNeeds\n      highNeedsCriteria\n      disengaged\n      dnc\n      visitScheduled\n      cancerIndicated\n      behavioralHealth\n      outOfRange\n      lastAdmit\n      recentErVisit\n      lastDropIn\n      lastVisit\n      member {\n        id\n        aaneelId\n        memberId\n        fullName\n        engaged\n      }\n    }\n  }\n": typeof types.LookupsMembersNearAddressDocument,
    "\n      query LookupsMembersNearAddress2($input: MemberProximityInput!) {\n        membersNearAddress(input: $input) {\n          distance\n          highNeedsCriteria\n          lastDropIn\n          lastVisit\n          member {\n            id\n            memberId\n            fullName\n            address1\n            city\n            state\n            zip\n            payer {\n              id\n              name\n            }\n            office {\n              id\n              name\n            }\n          }\n        }\n      }\n    ": typeof types.LookupsMembersNearAddress2Document,
    "\n        query MarketAssignmentsMarkets {\n          markets {\n            id\n          }\n        }\n      ": typeof types.MarketAssignmentsMarketsDocument,
    "\n  fragment MarketAssignmentsTestMarketAssignment on MarketAssignment {\n    id\n    officeId\n    assignmentTypeId\n    employeeId\n    activeDt\n    inactiveDt\n    employee {\n      id\n      firstName\n      lastName\n    }\n  }\n": typeof types.MarketAssignmentsTestMarketAssignmentFragmentDoc,
    "\n  query MarketAssignmentsMarketAssignmentTable($m: ID!) {\n    marketAssignmentTable(marketId: $m) {\n      id\n      market {\n        id\n        name\n      }\n      regionalVicePresident {\n        ...MarketAssignmentsTestMarketAssignment\n      }\n      seniorMedicalOfficer {\n        ...MarketAssignmentsTestMarketAssignment\n      }\n      auditorEducator {\n        ...MarketAssignmentsTestMarketAssignment\n      }\n      viewerCan {\n        change {\n          allowed\n          reason\n        }\n      }\n      rows {\n        id\n        communityName\n        office {\n          id\n          name\n          active\n        }\n        assignments {\n          ...MarketAssignmentsTestMarketAssignment\n        }\n      }\n    }\n  }\n": typeof types.MarketAssignmentsMarketAssignmentTableDocument,
    "\n  mutation MarketAssignmentsChangeAssignment($input: ChangeAssignmentInput!) {\n    changeAssignment(input: $input) {\n      assigned {\n        ...MarketAssignmentsTestMarketAssignment\n      }\n      ended {\n        ...MarketAssignmentsTestMarketAssignment\n      }\n      table {\n        id\n        regionalVicePresident {\n          ...MarketAssignmentsTestMarketAssignment\n        }\n        seniorMedicalOfficer {\n          ...MarketAssignmentsTestMarketAssignment\n        }\n        auditorEducator {\n          ...MarketAssignmentsTestMarketAssignment\n        }\n        marketLevelHistory {\n          ...MarketAssignmentsTestMarketAssignment\n        }\n      }\n      rows {\n        id\n        assignments {\n          ...MarketAssignmentsTestMarketAssignment\n        }\n        history {\n          ...MarketAssignmentsTestMarketAssignment\n        }\n      }\n      clinician {\n        id\n        collaboratingPhysician {\n          id\n          employee {\n            id\n          }\n        }\n        designatedPhysician {\n          id\n          employee {\n            id\n          }\n        }\n        history {\n          id\n          employee {\n            id\n          }\n          inactiveDt\n        }\n      }\n    }\n  }\n": typeof types.MarketAssignmentsChangeAssignmentDocument,
    "\n          query MarketAssignmentsNeighborhoodAssignments($o: ID!) {\n            neighborhoodAssignments(officeId: $o) {\n              id\n              history {\n                ...MarketAssignmentsTestMarketAssignment\n              }\n            }\n          }\n        ": typeof types.MarketAssignmentsNeighborhoodAssignmentsDocument,
    "\n          query MarketAssignmentsClinicianAssignments {\n            clinicianAssignments {\n              id\n              clinician {\n                id\n                lastName\n              }\n              market {\n                id\n              }\n              physiciansRequired\n              collaboratingPhysician {\n                id\n                employee {\n                  id\n                }\n              }\n              designatedPhysician {\n                id\n              }\n            }\n          }\n        ": typeof types.MarketAssignmentsClinicianAssignmentsDocument,
    "\n      query MarketAssignmentsDncRequest($id: ID!) {\n        dncRequest(id: $id) {\n          id\n          viewerCan {\n            decide {\n              allowed\n              reason\n            }\n          }\n        }\n      }\n    ": typeof types.MarketAssignmentsDncRequestDocument,
    "\n      query MarketAssignmentsDncRequests {\n        dncRequests(tab: CD, mine: true, take: 160) {\n          nodes {\n            id\n          }\n        }\n      }\n    ": typeof types.MarketAssignmentsDncRequestsDocument,
    "\n        query MarketsStates {\n          states {\n            abbrev\n          }\n        }\n      ": typeof types.MarketsStatesDocument,
    "\n  fragment MarketsTestMarketColumns on Market {\n    id\n    name\n    officePrefix\n    active\n    address\n    city\n    stateAbbrev\n    zipCode\n    phone\n    faxDriveEmail\n    faxDriveId\n    quantaFloDriveId\n  }\n": typeof types.MarketsTestMarketColumnsFragmentDoc,
    "\n          query MarketsMarkets {\n            markets {\n              ...MarketsTestMarketColumns\n              state {\n                abbrev\n                name\n              }\n            }\n          }\n        ": typeof types.MarketsMarketsDocument,
    "\n          query MarketsMarkets2 {\n            markets(includeHidden: true) {\n              id\n            }\n          }\n        ": typeof types.MarketsMarkets2Document,
    "\n          query MarketsMarket($id: ID!) {\n            market(id: $id) {\n              id\n              name\n            }\n            missing: market(id: \"123456789\") {\n              id\n            }\n          }\n        ": typeof types.MarketsMarketDocument,
    "\n        query MarketsMarket2 {\n          market(id: \"abc\") {\n            id\n          }\n        }\n      ": typeof types.MarketsMarket2Document,
    "\n        query MarketsMarkets3 {\n          markets {\n            id\n          }\n        }\n      ": typeof types.MarketsMarkets3Document,
    "\n          query MarketsStates2($m: ID) {\n            states {\n              abbrev\n              name\n              lat\n              lng\n              zoom\n            }\n            marketPlans(marketId: $m) {\n              marketId\n              planId\n              market\n              plan\n            }\n            all: marketPlans {\n              marketId\n            }\n          }\n        ": typeof types.MarketsStates2Document,
    "\n      query MarketsViewerCan($id: ID!) {\n        market(id: $id) {\n          viewerCan {\n            update\n          }\n        }\n      }\n    ": typeof types.MarketsViewerCanDocument,
    "\n      query MarketsOffices($m: ID, $c: Boolean) {\n        offices(marketId: $m, includeCommunities: $c) {\n          id\n          name\n          marketId\n          communityId\n          isCommunity\n          active\n          outreaching\n          deleted\n          eligibleMembers\n          engagedMembers\n          officeNodes {\n            id\n            address\n            lat\n            lng\n            addedDt\n          }\n        }\n      }\n    ": typeof types.MarketsOfficesDocument,
    "\n          query MarketsOfficeCommunities($m: ID) {\n            offices(marketId: $m) {\n              communityId\n            }\n          }\n        ": typeof types.MarketsOfficeCommunitiesDocument,
    "\n          query MarketsOffices2($c: String) {\n            offices(community: $c) {\n              communityId\n              name\n            }\n          }\n        ": typeof types.MarketsOffices2Document,
    "\n          query MarketsOffice($id: ID!) {\n            office(id: $id) {\n              id\n              name\n              market {\n                id\n              }\n            }\n            missing: office(id: \"987654321\") {\n              id\n            }\n          }\n        ": typeof types.MarketsOfficeDocument,
    "\n          query MarketsMarketOffices($id: ID!) {\n            market(id: $id) {\n              offices {\n                id\n              }\n            }\n          }\n        ": typeof types.MarketsMarketOfficesDocument,
    "\n          query MarketsMarkets4 {\n            markets(includeHidden: true) {\n              offices {\n                id\n                name\n              }\n            }\n          }\n        ": typeof types.MarketsMarkets4Document,
    "\n          query MarketsOffices3 {\n            offices {\n              id\n              market {\n                name\n              }\n            }\n          }\n        ": typeof types.MarketsOffices3Document,
    "\n    mutation MarketsUpdateMarket($id: ID!, $input: UpdateMarketInput!) {\n      updateMarket(id: $id, input: $input) {\n        ...MarketsTestMarketColumns\n        viewerCan {\n          update\n        }\n      }\n    }\n  ": typeof types.MarketsUpdateMarketDocument,
    "\n          query MarketsMarketFields($id: ID!) {\n            market(id: $id) {\n              ...MarketsTestMarketColumns\n            }\n          }\n        ": typeof types.MarketsMarketFieldsDocument,
    "\n  query MedicalRecordsMedicalRecordRequests {\n    medicalRecordRequests {\n      id\n      requestedBy\n      requestedAt\n      ccdXml\n      ccdPdf\n      progNote\n      justAaneel\n      membersRequested\n      filesLoaded\n      filesProcessed\n      status\n      finishedAt\n      extractPath\n    }\n    viewer {\n      can {\n        requestMedicalRecords {\n          allowed\n          reason\n        }\n      }\n    }\n  }\n": typeof types.MedicalRecordsMedicalRecordRequestsDocument,
    "\n          query MedicalRecordsMedicalRecordRequests2 {\n            medicalRecordRequests {\n              id\n            }\n          }\n        ": typeof types.MedicalRecordsMedicalRecordRequests2Document,
    "\n          query MedicalRecordsViewer {\n            viewer {\n              can {\n                requestMedicalRecords {\n                  allowed\n                  reason\n                }\n              }\n            }\n          }\n        ": typeof types.MedicalRecordsViewerDocument,
    "\n  fragment MemberRecordTestCard on MemberRecord {\n    id\n    aaneelId\n    firstName\n    lastName\n    fullName\n    dateOfBirth\n    birthdaySoon\n    gender\n    memberId\n    mbi\n    payerName\n    planName\n    homePhone\n    activeAddress\n    marketId\n    marketName\n    officeId\n    officeName\n    communityId\n    app {\n      id\n      fullName\n    }\n    pcc {\n      id\n      fullName\n    }\n    weather\n    insuranceGroup\n    pcpName\n    clinicalGroup\n    eligible\n    engaged\n    engagedAt\n    eligibilityLabel\n    termDate\n    termReason {\n      id\n      name\n    }\n    deceasedDate\n    pendingTransition\n    pendingDnc\n    dnc\n    dropInIneligible\n    headerTone\n    recentAdmission\n    lastRedBoxErrorAt\n    riskType {\n      id\n      name\n    }\n    viewerCan {\n      term {\n        allowed\n        reason\n      }\n      returnEligible {\n        allowed\n        reason\n      }\n      requestDnc {\n        allowed\n        reason\n      }\n      removeDnc {\n        allowed\n        reason\n      }\n      skipDncReview\n      revokeDropIn {\n        allowed\n        reason\n      }\n      restoreDropIn {\n        allowed\n        reason\n      }\n      changeOffice {\n        allowed\n        reason\n      }\n      changeOfficeAnyMarket\n      reportRedBoxError {\n        allowed\n        reason\n      }\n      setContactValidity {\n        allowed\n        reason\n      }\n      sendEligibilityInquiry {\n        allowed\n        reason\n      }\n      termReasons {\n        id\n        name\n      }\n      transitionPlanReasonIds\n    }\n  }\n": typeof types.MemberRecordTestCardFragmentDoc,
    "\n  fragment MemberRecordTestResult on MemberActionResult {\n    member {\n      ...MemberRecordTestCard\n    }\n    eligibilityChange {\n      id\n      changeType\n      status\n      memberId\n      termReason {\n        id\n      }\n      tab\n      member {\n        id\n        aaneelId\n        fullName\n        officeId\n      }\n      changeLog {\n        statusChangedTo\n      }\n      assignedEmployees {\n        id\n        fullName\n      }\n      viewerIsAssigned\n      viewerCan {\n        approve\n        reject\n        update\n        cancel\n      }\n    }\n    dncRequest {\n      id\n      approvalType\n      approved\n      isReturn\n      reasonId\n      tab\n      member {\n        id\n        aaneelId\n        fullName\n      }\n      requestedBy {\n        id\n      }\n      assignedEmployees {\n        id\n      }\n      viewerCan {\n        approve\n        reject\n      }\n    }\n    officeTransfer {\n      id\n      status\n      toOffice {\n        id\n      }\n      tab\n      member {\n        id\n        aaneelId\n        fullName\n      }\n      assignedEmployees {\n        id\n      }\n      viewerCan {\n        save\n        approve\n      }\n    }\n    deattributionTabCounts {\n      tab\n      count\n    }\n    dncTabCounts {\n      tab\n      count\n    }\n    transferTabCounts {\n      tab\n      count\n    }\n  }\n": typeof types.MemberRecordTestResultFragmentDoc,
    "\n  query MemberRecordMemberRecord($id: ID!) {\n    memberRecord(id: $id) {\n      ...MemberRecordTestCard\n    }\n  }\n": typeof types.MemberRecordMemberRecordDocument,
    "\n            query MemberRecordDeattributionCounts {\n              deattributionTabCounts {\n                tab\n                count\n              }\n            }\n          ": typeof types.MemberRecordDeattributionCountsDocument,
    "\n            query MemberRecordDncCounts {\n              dncTabCounts {\n                tab\n                count\n              }\n            }\n          ": typeof types.MemberRecordDncCountsDocument,
    "\n            query MemberRecordTransferCounts {\n              transferTabCounts {\n                tab\n                count\n              }\n            }\n          ": typeof types.MemberRecordTransferCountsDocument,
    "\n          query MemberRecordMemberRecord2($id: ID!) {\n            memberRecord(id: $id) {\n              id\n              overview {\n                stratification\n                currentNumberOfMedications\n                recentCancerIndicator\n                recentBhIndicator\n                rafDelta\n                totalRiskEngagedMonths\n                outreachFirstAttemptedAt\n                outreachLastAttemptedAt\n                outreachFirstContactedAt\n                outreachLastContactedAt\n                lastIvVisitDate\n                lastIvVisitStatus\n                disengaged\n                missedVisitNotScheduled\n                acuteAdmitsLastMonth\n                acuteAdmits3Months\n                acuteAdmits12Months\n                erVisitsLastMonth\n                erVisits3Months\n                erVisits12Months\n                ivAvCurrentYear\n                lastAppointmentAt\n                lastAppointmentType\n                nextAppointmentAt\n                nextAppointmentType\n                lastSocialWorkVisitDate\n                lastAdmitDate\n                lastAdmitType\n                psvEligible\n                f2fEligible\n                isEngaged\n                groupName\n                pcpNameFromQuality\n                pcpGroupNameFromQuality\n                marketDesc\n              }\n              officeChanges {\n                id\n                status\n                toOffice {\n                  id\n                  name\n                }\n                fromOffice {\n                  id\n                  name\n                }\n                requestedAt\n              }\n              eligibilityChanges {\n                id\n                changeType\n                status\n                termReason {\n                  id\n                  name\n                }\n              }\n              dropInLogs {\n                id\n                changedAt\n                changedBy {\n                  id\n                  fullName\n                }\n                inEligible\n                reason\n                note\n              }\n              visits {\n                id\n                start\n                visitWith {\n                  id\n                  fullName\n                }\n                visitType\n                status\n              }\n              communications {\n                id\n                at\n                purpose\n                fromPersonName\n                outcome\n                conversation\n                campaignName\n                campaignId\n                byViewer\n              }\n              addresses {\n                id\n                formattedAddress\n                address1\n                city\n                state\n                zip\n                primary\n                active\n                inactiveDate\n              }\n              phoneNumbers {\n                id\n                number\n                type\n                note\n                activeDate\n                updatedAt\n                valid\n              }\n              emails {\n                id\n                address\n                note\n                activeDate\n                valid\n              }\n              census {\n                id\n                admissionDate\n                dischargeDate\n                type\n                servicePlace\n                facilityName\n                attendingDoctorName\n                serviceType\n                note\n              }\n              callListHistory {\n                campaignId\n                campaignName\n                listDate\n                driver\n                points\n                reason\n                poppedAt\n              }\n              dncRequests {\n                id\n                reasonId\n                reason\n                approvalType\n                approved\n                isReturn\n              }\n            }\n          }\n        ": typeof types.MemberRecordMemberRecord2Document,
    "\n        query MemberRecordPhoneTab($id: ID!) {\n          memberRecord(id: $id) {\n            id\n            phoneNumbers {\n              id\n            }\n          }\n        }\n      ": typeof types.MemberRecordPhoneTabDocument,
    "\n        query MemberRecordCensusTab($id: ID!) {\n          memberRecord(id: $id) {\n            id\n            census {\n              id\n            }\n          }\n        }\n      ": typeof types.MemberRecordCensusTabDocument,
    "\n        query MemberRecordCallListTab($id: ID!) {\n          memberRecord(id: $id) {\n            id\n            callListHistory {\n              listDate\n            }\n          }\n        }\n      ": typeof types.MemberRecordCallListTabDocument,
    "\n        query MemberRecordOfficeChangesTab($id: ID!) {\n          memberRecord(id: $id) {\n            id\n            officeChanges {\n              id\n              toOffice {\n                id\n              }\n            }\n          }\n        }\n      ": typeof types.MemberRecordOfficeChangesTabDocument,
    "\n          query MemberRecordMemberRecord3($id: ID!) {\n            memberRecord(id: $id) {\n              communications {\n                campaignId\n                campaignName\n                purpose\n              }\n            }\n          }\n        ": typeof types.MemberRecordMemberRecord3Document,
    "\n          query MemberRecordDropInIneligibleReasons {\n            dropInIneligibleReasons\n            callOutcomes\n          }\n        ": typeof types.MemberRecordDropInIneligibleReasonsDocument,
    "\n          query MemberRecordMemberRecord4($id: ID!) {\n            memberRecord(id: $id) {\n              id\n              fullName\n              headerTone\n              eligibilityLabel\n              birthdaySoon\n            }\n          }\n        ": typeof types.MemberRecordMemberRecord4Document,
    "\n    mutation MemberRecordTermMember($input: MemberTermInput!) {\n      termMember(input: $input) {\n        ...MemberRecordTestResult\n      }\n    }\n  ": typeof types.MemberRecordTermMemberDocument,
    "\n    mutation MemberRecordReturnMemberEligible($input: MemberNoteInput!) {\n      returnMemberEligible(input: $input) {\n        ...MemberRecordTestResult\n      }\n    }\n  ": typeof types.MemberRecordReturnMemberEligibleDocument,
    "\n    mutation MemberRecordRequestMemberDnc($input: MemberDncInput!) {\n      requestMemberDnc(input: $input) {\n        ...MemberRecordTestResult\n      }\n    }\n  ": typeof types.MemberRecordRequestMemberDncDocument,
    "\n    mutation MemberRecordRemoveMemberDnc($input: MemberNoteInput!) {\n      removeMemberDnc(input: $input) {\n        ...MemberRecordTestResult\n      }\n    }\n  ": typeof types.MemberRecordRemoveMemberDncDocument,
    "\n    mutation MemberRecordRevokeMemberDropIn($input: MemberDropInRevokeInput!) {\n      revokeMemberDropIn(input: $input) {\n        ...MemberRecordTestResult\n      }\n    }\n  ": typeof types.MemberRecordRevokeMemberDropInDocument,
    "\n    mutation MemberRecordRestoreMemberDropIn($input: MemberNoteInput!) {\n      restoreMemberDropIn(input: $input) {\n        ...MemberRecordTestResult\n      }\n    }\n  ": typeof types.MemberRecordRestoreMemberDropInDocument,
    "\n    mutation MemberRecordChangeMemberOffice($input: MemberOfficeChangeInput!) {\n      changeMemberOffice(input: $input) {\n        ...MemberRecordTestResult\n      }\n    }\n  ": typeof types.MemberRecordChangeMemberOfficeDocument,
    "\n    mutation MemberRecordReportRedBoxError($id: ID!) {\n      reportRedBoxError(memberId: $id) {\n        ...MemberRecordTestResult\n      }\n    }\n  ": typeof types.MemberRecordReportRedBoxErrorDocument,
    "\n    mutation MemberRecordSetPhoneValidity($input: ContactValidityInput!) {\n      setPhoneValidity(input: $input) {\n        id\n        valid\n      }\n    }\n  ": typeof types.MemberRecordSetPhoneValidityDocument,
    "\n    mutation MemberRecordSetEmailValidity($input: ContactValidityInput!) {\n      setEmailValidity(input: $input) {\n        id\n        valid\n      }\n    }\n  ": typeof types.MemberRecordSetEmailValidityDocument,
    "\n    mutation MemberRecordSendEligibilityInquiry($input: EligibilityInquiryInput!) {\n      sendEligibilityInquiry(input: $input) {\n        ticketNumber\n      }\n    }\n  ": typeof types.MemberRecordSendEligibilityInquiryDocument,
    "\n    mutation MemberRecordLogCallOutcome($input: CallOutcomeInput!) {\n      logCallOutcome(input: $input) {\n        id\n        outcome\n        conversation\n        byViewer\n      }\n    }\n  ": typeof types.MemberRecordLogCallOutcomeDocument,
    "\n          query MemberRecordMemberRecord5($id: ID!) {\n            memberRecord(id: $id) {\n              dropInLogs {\n                inEligible\n                reason\n                note\n              }\n            }\n          }\n        ": typeof types.MemberRecordMemberRecord5Document,
    "\n          query MemberRecordMemberOfficeChoices($id: ID!) {\n            memberOfficeChoices(memberId: $id) {\n              id\n              marketId\n              name\n            }\n          }\n        ": typeof types.MemberRecordMemberOfficeChoicesDocument,
    "\n            query MemberRecordMemberOfficeChoices2($id: ID!) {\n              memberOfficeChoices(memberId: $id) {\n                id\n              }\n            }\n          ": typeof types.MemberRecordMemberOfficeChoices2Document,
    "\n          query MemberRecordOfficeTransfer($id: ID!) {\n            officeTransfer(id: $id) {\n              id\n              tab\n              memberId\n            }\n          }\n        ": typeof types.MemberRecordOfficeTransferDocument,
    "\n        query MembersAddPayers {\n          payers {\n            id\n            name\n          }\n        }\n      ": typeof types.MembersAddPayersDocument,
    "\n  mutation AddMember($input: AddMemberInput!) {\n    addMember(input: $input) {\n      id\n      aaneelId\n    }\n  }\n": typeof types.AddMemberDocument,
    "\n  query MembersAddMemberRecord($id: ID!) {\n    memberRecord(id: $id) {\n      id\n      aaneelId\n      fullName\n      dateOfBirth\n      gender\n      memberId\n      mbi\n      payerName\n      homePhone\n      activeAddress\n      marketId\n      officeId\n      eligible\n      engaged\n      phoneNumbers {\n        number\n        type\n        valid\n      }\n      addresses {\n        formattedAddress\n        address1\n        city\n        state\n        zip\n        primary\n        active\n      }\n      emails {\n        address\n        valid\n      }\n    }\n  }\n": typeof types.MembersAddMemberRecordDocument,
    "\n            query MembersAddViewer {\n              viewer {\n                can {\n                  addMember\n                }\n              }\n            }\n          ": typeof types.MembersAddViewerDocument,
    "\n  query MetricsMetricsOfficeTree($employeeId: ID) {\n    metricsOfficeTree(employeeId: $employeeId) {\n      key\n      kind\n      label\n      officeId\n      children {\n        key\n        kind\n        label\n        officeId\n        children {\n          key\n          kind\n          label\n          officeId\n        }\n      }\n    }\n  }\n": typeof types.MetricsMetricsOfficeTreeDocument,
    "\n  query MetricsMetricsDashboardHeader($employeeId: ID) {\n    metricsDashboardHeader(employeeId: $employeeId) {\n      employeeId\n      showRoleToggle\n      defaultRole\n      canPickTeamMember\n      teamMembers {\n        employeeId\n        fullName\n        defaultRole\n      }\n    }\n  }\n": typeof types.MetricsMetricsDashboardHeaderDocument,
    "\n  query MetricsMetricsDashboard($officeIds: [ID!]!, $role: DashboardRole!, $employeeId: ID) {\n    metricsDashboard(officeIds: $officeIds, role: $role, employeeId: $employeeId) {\n      role\n      actionablePanelSize\n      eligibleMembers\n      hedisGapCount\n      acuity {\n        level\n        count\n        percent\n        color\n      }\n      metrics {\n        id\n        label\n        group\n        value\n        denominator\n        hoverText\n        table\n        viewTarget\n        expansion\n        columns {\n          field\n          key\n          label\n          type\n        }\n      }\n    }\n  }\n": typeof types.MetricsMetricsDashboardDocument,
    "\n  query MetricsMetricRows(\n    $metricId: ID!\n    $officeIds: [ID!]!\n    $role: DashboardRole!\n    $skip: Int\n    $take: Int\n    $sort: [MetricRowSort!]\n    $employeeId: ID\n  ) {\n    metricRows(metricId: $metricId, officeIds: $officeIds, role: $role, skip: $skip, take: $take, sort: $sort, employeeId: $employeeId) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n      }\n      nodes {\n        id\n        memberId\n        aaneelId\n        memberFullName\n        office\n        stratification\n        lastPhqScore\n        currentNumberOfMedications\n        transferOffice\n        admissionDatetime\n        expectedDischargeDate\n        visitDatetime\n        title\n        priority\n        dueDate\n        lastOutcome\n        description\n        highNeedCriteria\n      }\n    }\n  }\n": typeof types.MetricsMetricRowsDocument,
    "\n  query MetricsOneList($officeIds: [ID!]!, $search: String, $metricId: ID, $sort: [MetricRowSort!], $skip: Int, $take: Int) {\n    oneList(officeIds: $officeIds, search: $search, metricId: $metricId, sort: $sort, skip: $skip, take: $take) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n      }\n      nodes {\n        id\n        memberId\n        aaneelId\n        memberFullName\n        office\n      }\n      columns {\n        field\n        key\n        label\n      }\n    }\n  }\n": typeof types.MetricsOneListDocument,
    "\n        query NeighborhoodsStates {\n          states {\n            abbrev\n          }\n        }\n      ": typeof types.NeighborhoodsStatesDocument,
    "\n  fragment NeighborhoodsTestOffice on Office {\n    id\n    name\n    marketId\n    communityId\n    commonName\n    active\n    outreaching\n    isCommunity\n    eligibleMembers\n    engagedMembers\n    staffingGap\n    viewerCan {\n      update {\n        allowed\n        reason\n      }\n    }\n  }\n": typeof types.NeighborhoodsTestOfficeFragmentDoc,
    "\n  mutation NeighborhoodsAddNeighborhood($input: AddNeighborhoodInput!) {\n    addNeighborhood(input: $input) {\n      message\n      offices {\n        ...NeighborhoodsTestOffice\n      }\n    }\n  }\n": typeof types.NeighborhoodsAddNeighborhoodDocument,
    "\n  mutation NeighborhoodsUpdateNeighborhood($id: ID!, $input: UpdateNeighborhoodInput!) {\n    updateNeighborhood(id: $id, input: $input) {\n      message\n      offices {\n        ...NeighborhoodsTestOffice\n        changeLogs {\n          commonName\n          active\n          outreaching\n          updatedBy\n          updatedDt\n        }\n      }\n    }\n  }\n": typeof types.NeighborhoodsUpdateNeighborhoodDocument,
    "\n          query NeighborhoodsOfficeRows($m: ID) {\n            offices(marketId: $m) {\n              ...NeighborhoodsTestOffice\n            }\n          }\n        ": typeof types.NeighborhoodsOfficeRowsDocument,
    "\n      query NeighborhoodsViewerCan($id: ID!) {\n        viewer {\n          can {\n            addNeighborhood {\n              allowed\n              reason\n            }\n          }\n        }\n        office(id: $id) {\n          viewerCan {\n            update {\n              allowed\n              reason\n            }\n          }\n        }\n      }\n    ": typeof types.NeighborhoodsViewerCanDocument,
    "\n          query NeighborhoodsOfficeLogs($id: ID!) {\n            office(id: $id) {\n              changeLogs {\n                commonName\n                active\n                outreaching\n                updatedBy\n                updatedDt\n              }\n              nodeLogs {\n                address\n                addedDt\n                addedBy\n                deactivatedDt\n              }\n            }\n          }\n        ": typeof types.NeighborhoodsOfficeLogsDocument,
    "\n          query NeighborhoodsOfficeNames($m: ID) {\n            offices(marketId: $m) {\n              name\n            }\n          }\n        ": typeof types.NeighborhoodsOfficeNamesDocument,
    "\n        query ProviderDetailsStates {\n          states {\n            abbrev\n          }\n        }\n      ": typeof types.ProviderDetailsStatesDocument,
    "\n  fragment ProviderDetailsTestProviderDetail on ProviderDetail {\n    id\n    employeeId\n    name\n    communities\n    panelSize\n    inRange\n    exclusiveInRange\n    dailyIvLimit\n    ivCount\n    ivOpportunityCount\n    availability\n    maxDistanceFromHB\n    f2FEligible\n    telehealthEligible\n    psvEligible\n    viewerCan {\n      update {\n        allowed\n        reason\n      }\n    }\n  }\n": typeof types.ProviderDetailsTestProviderDetailFragmentDoc,
    "\n  query ProviderDetailsProviderDetails($m: ID!, $s: Date!, $e: Date!) {\n    providerDetails(marketId: $m, start: $s, end: $e) {\n      ...ProviderDetailsTestProviderDetail\n    }\n  }\n": typeof types.ProviderDetailsProviderDetailsDocument,
    "\n  mutation ProviderDetailsUpdateProviderDetails($m: ID!, $s: Date!, $e: Date!, $input: UpdateProviderDetailsInput!) {\n    updateProviderDetails(marketId: $m, start: $s, end: $e, input: $input) {\n      ...ProviderDetailsTestProviderDetail\n    }\n  }\n": typeof types.ProviderDetailsUpdateProviderDetailsDocument,
    "\n  query ProviderDetailsProviderChangeLogs($id: ID!) {\n    providerChangeLogs(employeeId: $id) {\n      id\n      employeeId\n      dailyIvLimit\n      maxDistance\n      f2FEligible\n      telehealthEligible\n      psvEligible\n      updatedDt\n      updatedBy\n    }\n  }\n": typeof types.ProviderDetailsProviderChangeLogsDocument,
    "\n      query ProviderDetailsViewer {\n        viewer {\n          can {\n            seeFullProviderColumns\n          }\n        }\n      }\n    ": typeof types.ProviderDetailsViewerDocument,
    "\n        query ReferenceDataCohorts {\n          cohorts {\n            id\n          }\n        }\n      ": typeof types.ReferenceDataCohortsDocument,
    "\n  fragment ReferenceDataTestContract on Contract {\n    id\n    name\n    status\n    payerId\n    payer {\n      id\n      name\n    }\n    geography\n    riskTypeId\n    riskType {\n      id\n      name\n    }\n    algorithm\n    startDt\n    atRiskDt\n    disabled\n    viewerCan {\n      update {\n        allowed\n        reason\n      }\n      terminate {\n        allowed\n        reason\n      }\n    }\n  }\n": typeof types.ReferenceDataTestContractFragmentDoc,
    "\n  mutation ReferenceDataAddCounty($input: AddCountyInput!) {\n    addCounty(input: $input) {\n      id\n      county\n      stateAbbrev\n    }\n  }\n": typeof types.ReferenceDataAddCountyDocument,
    "\n  mutation ReferenceDataCreateContract($input: ContractInput!) {\n    createContract(input: $input) {\n      ...ReferenceDataTestContract\n    }\n  }\n": typeof types.ReferenceDataCreateContractDocument,
    "\n  mutation ReferenceDataUpdateContract($id: ID!, $input: ContractInput!) {\n    updateContract(id: $id, input: $input) {\n      ...ReferenceDataTestContract\n    }\n  }\n": typeof types.ReferenceDataUpdateContractDocument,
    "\n  mutation ReferenceDataTerminateContract($id: ID!) {\n    terminateContract(id: $id) {\n      ...ReferenceDataTestContract\n    }\n  }\n": typeof types.ReferenceDataTerminateContractDocument,
    "\n          query ReferenceDataCohorts2 {\n            cohorts {\n              id\n              name\n              createdDt\n              memberCount\n              pendingMemberCount\n            }\n          }\n        ": typeof types.ReferenceDataCohorts2Document,
    "\n          query ReferenceDataCohorts3 {\n            cohorts {\n              id\n              memberCount\n              pendingMemberCount\n              createdDt\n            }\n          }\n        ": typeof types.ReferenceDataCohorts3Document,
    "\n          query ReferenceDataCounties {\n            counties {\n              id\n              county\n              stateAbbrev\n            }\n            ga: counties(stateAbbrev: \"GA\") {\n              county\n              stateAbbrev\n            }\n            countyStates {\n              abbrev\n              name\n            }\n          }\n        ": typeof types.ReferenceDataCountiesDocument,
    "\n          query ReferenceDataCounties2 {\n            counties(stateAbbrev: \"GA\") {\n              id\n              county\n            }\n          }\n        ": typeof types.ReferenceDataCounties2Document,
    "\n          query ReferenceDataCounties3 {\n            counties(stateAbbrev: \"GA\") {\n              id\n              county\n            }\n          }\n        ": typeof types.ReferenceDataCounties3Document,
    "\n          query ReferenceDataCounties4 {\n            counties {\n              id\n            }\n          }\n        ": typeof types.ReferenceDataCounties4Document,
    "\n      query ReferenceDataViewer {\n        viewer {\n          can {\n            addCounty {\n              allowed\n              reason\n            }\n            addContract {\n              allowed\n              reason\n            }\n          }\n        }\n      }\n    ": typeof types.ReferenceDataViewerDocument,
    "\n          query ReferenceDataContracts {\n            contracts {\n              ...ReferenceDataTestContract\n            }\n          }\n        ": typeof types.ReferenceDataContractsDocument,
    "\n          query ReferenceDataPayers {\n            payers {\n              id\n              name\n              selfPay\n            }\n            riskTypes {\n              id\n              name\n            }\n          }\n        ": typeof types.ReferenceDataPayersDocument,
    "\n            query ReportsViewer {\n              viewer {\n                can {\n                  runMarketMembersExport {\n                    allowed\n                    reason\n                  }\n                }\n              }\n            }\n          ": typeof types.ReportsViewerDocument,
    "\n  mutation SupportCreateSupportTicket($input: SupportTicketInput!) {\n    createSupportTicket(input: $input) {\n      id\n    }\n  }\n": typeof types.SupportCreateSupportTicketDocument,
    "\n        query TerritoryStates {\n          states {\n            abbrev\n          }\n        }\n      ": typeof types.TerritoryStatesDocument,
    "\n  query TerritoryMemberPoints($m: ID!, $o: ID, $e: EngagementFilter) {\n    memberPoints(marketId: $m, officeId: $o, engagement: $e) {\n      memberId\n      aaneelId\n      lat\n      lng\n      officeId\n      office\n      engaged\n      nhZone\n    }\n  }\n": typeof types.TerritoryMemberPointsDocument,
    "\n  query TerritoryMarketHexes($m: ID!, $l: Int!) {\n    marketHexes(marketId: $m, layer: $l) {\n      hex\n      count\n    }\n  }\n": typeof types.TerritoryMarketHexesDocument,
    "\n  query TerritoryHexMemberCount($l: Int!, $h: [ID!]!) {\n    hexMemberCount(layer: $l, hexes: $h)\n  }\n": typeof types.TerritoryHexMemberCountDocument,
    "\n  query TerritoryTerritoryCapabilities {\n    territoryCapabilities {\n      hexModes {\n        allowed\n        reason\n      }\n    }\n  }\n": typeof types.TerritoryTerritoryCapabilitiesDocument,
    "\n  query TerritoryMemberHomes($m: ID!, $o: ID, $e: EngagementFilter) {\n    memberHomes(marketId: $m, officeId: $o, engagement: $e) {\n      count\n      memberIds\n      aaneelIds\n      lats\n      lngs\n      officeIndexes\n      engaged\n      offices {\n        officeId\n        name\n        nhZone\n      }\n    }\n  }\n": typeof types.TerritoryMemberHomesDocument,
    "\n        query TransfersTransferTabCounts {\n          transferTabCounts {\n            tab\n            count\n          }\n        }\n      ": typeof types.TransfersTransferTabCountsDocument,
    "\n  fragment TransfersTestOfficeTransfer on OfficeTransfer {\n    id\n    memberId\n    note\n    requestedAt\n    effectiveDate\n    status\n    changeStatus\n    statusChangedAt\n    transitionNotes\n    chartReview\n    medReview\n    acuityLevel\n    transferType\n    processed\n    processedAt\n    error\n    tab\n    member {\n      id\n      fullName\n      dateOfBirth\n      officeId\n      officeName\n      communityId\n      marketId\n    }\n    toOffice {\n      id\n      name\n      communityId\n      marketId\n    }\n    fromOffice {\n      id\n      name\n    }\n    requestedBy {\n      id\n      fullName\n    }\n    assignedEmployees {\n      id\n      fullName\n    }\n    viewerCan {\n      save\n      approve\n      reject\n      acknowledge\n    }\n  }\n": typeof types.TransfersTestOfficeTransferFragmentDoc,
    "\n  fragment TransfersTestOfficeTransferResult on OfficeTransferResult {\n    transfer {\n      ...TransfersTestOfficeTransfer\n    }\n    message\n    tabCounts {\n      tab\n      count\n    }\n  }\n": typeof types.TransfersTestOfficeTransferResultFragmentDoc,
    "\n  query TransfersOfficeTransfers(\n    $tab: TransferTab!\n    $filters: [OfficeTransferFilter!]\n    $sort: [OfficeTransferSort!]\n    $skip: Int\n    $take: Int\n  ) {\n    officeTransfers(tab: $tab, filters: $filters, sort: $sort, skip: $skip, take: $take) {\n      totalCount\n      nodes {\n        ...TransfersTestOfficeTransfer\n      }\n    }\n  }\n": typeof types.TransfersOfficeTransfersDocument,
    "\n    mutation TransfersSave($input: OfficeTransferInput!) {\n      saveOfficeTransfer(input: $input) {\n        ...TransfersTestOfficeTransferResult\n      }\n    }\n  ": typeof types.TransfersSaveDocument,
    "\n    mutation TransfersApprove($input: OfficeTransferInput!) {\n      approveOfficeTransfer(input: $input) {\n        ...TransfersTestOfficeTransferResult\n      }\n    }\n  ": typeof types.TransfersApproveDocument,
    "\n    mutation TransfersReject($input: OfficeTransferInput!) {\n      rejectOfficeTransfer(input: $input) {\n        ...TransfersTestOfficeTransferResult\n      }\n    }\n  ": typeof types.TransfersRejectDocument,
    "\n    mutation TransfersAcknowledge($input: OfficeTransferInput!) {\n      acknowledgeOfficeTransfer(input: $input) {\n        ...TransfersTestOfficeTransferResult\n      }\n    }\n  ": typeof types.TransfersAcknowledgeDocument,
    "\n          query TransfersTransferTypes {\n            transferTypes {\n              value\n              label\n            }\n          }\n        ": typeof types.TransfersTransferTypesDocument,
    "\n          query TransfersTransferTabCounts2 {\n            transferTabCounts {\n              tab\n              count\n            }\n          }\n        ": typeof types.TransfersTransferTabCounts2Document,
    "\n          query TransfersOfficeTransfer($id: ID!) {\n            officeTransfer(id: $id) {\n              ...TransfersTestOfficeTransfer\n            }\n          }\n        ": typeof types.TransfersOfficeTransferDocument,
    "\n            query TransfersOfficeTransfer2 {\n              officeTransfer(id: \"999999\") {\n                id\n              }\n            }\n          ": typeof types.TransfersOfficeTransfer2Document,
    "\n        query AmplificationMarkets {\n          markets {\n            id\n          }\n        }\n      ": typeof types.AmplificationMarketsDocument,
    "\n        query AmplificationMarkets2 {\n          markets {\n            id\n            name\n            offices {\n              id\n              name\n            }\n          }\n        }\n      ": typeof types.AmplificationMarkets2Document,
    "\n      query PagedOffices($take: Int) {\n        members(take: $take) {\n          totalCount\n          nodes {\n            id\n            office {\n              id\n            }\n          }\n        }\n      }\n    ": typeof types.PagedOfficesDocument,
    "\n  query Events(\n    $uid: ID\n    $action: String\n    $actionMatch: AuditActionMatch\n    $outcome: AuditOutcome\n    $transport: AuditTransport\n    $from: DateTime\n    $to: DateTime\n    $targetId: ID\n    $requestId: ID\n    $skip: Int\n    $take: Int\n  ) {\n    auditEvents(\n      uid: $uid\n      action: $action\n      actionMatch: $actionMatch\n      outcome: $outcome\n      transport: $transport\n      from: $from\n      to: $to\n      targetId: $targetId\n      requestId: $requestId\n      skip: $skip\n      take: $take\n    ) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n      }\n      nodes {\n        id\n        at\n        uid\n        employeeId\n        action\n        module\n        operation\n        targets {\n          key\n          value\n        }\n        outcome\n        code\n        rows\n        bytes\n        requestId\n        transport\n      }\n    }\n  }\n": typeof types.EventsDocument,
    "\n        mutation Ticket($input: SupportTicketInput!) {\n          createSupportTicket(input: $input) {\n            id\n          }\n        }\n      ": typeof types.TicketDocument,
    "\n        mutation Approve($input: EligibilityDecisionInput!) {\n          approveEligibilityChange(input: $input) {\n            change {\n              id\n              status\n            }\n          }\n        }\n      ": typeof types.ApproveDocument,
    "\n        mutation AuditGrantClaim {\n          grantClaim(uid: \"staff\", claim: SUPER_ADMIN) {\n            uid\n          }\n        }\n      ": typeof types.AuditGrantClaimDocument,
    "\n    query BaselineMembers($filters: [MemberFilter!], $sort: [MemberSort!]) {\n      members(filters: $filters, sort: $sort, take: 5) {\n        totalCount\n        nodes {\n          id\n        }\n      }\n    }\n  ": typeof types.BaselineMembersDocument,
    "\n          query DataAccessCallList($id: ID!) {\n            callList(campaignId: $id) {\n              size\n              entries {\n                aaneelId\n              }\n            }\n          }\n        ": typeof types.DataAccessCallListDocument,
    "\n      query DataAccessMembers {\n        members(take: 1) {\n          totalCount\n          viewerCan {\n            export\n          }\n        }\n      }\n    ": typeof types.DataAccessMembersDocument,
    "\n          query DataAccessUser {\n            user(uid: \"superadmin\") {\n              uid\n              claims\n            }\n          }\n        ": typeof types.DataAccessUserDocument,
    "\n          query DataAccessUsers {\n            users {\n              uid\n              claims\n            }\n          }\n        ": typeof types.DataAccessUsersDocument,
    "\n      mutation DataAccessGrantClaim($uid: ID!) {\n        grantClaim(uid: $uid, claim: OS_TEAM) {\n          uid\n          claims\n        }\n      }\n    ": typeof types.DataAccessGrantClaimDocument,
    "\n      mutation DataAccessRevokeClaim($uid: ID!) {\n        revokeClaim(uid: $uid, claim: OS_TEAM) {\n          uid\n          claims\n        }\n      }\n    ": typeof types.DataAccessRevokeClaimDocument,
    "\n          query DataAccessUser2 {\n            user(uid: \"superadmin\") {\n              claims\n            }\n          }\n        ": typeof types.DataAccessUser2Document,
    "\n          query DataAccessUsers2 {\n            users {\n              uid\n              claims\n            }\n          }\n        ": typeof types.DataAccessUsers2Document,
    "\n          query HttpEdgeViewer {\n            viewer {\n              uid\n            }\n          }\n        ": typeof types.HttpEdgeViewerDocument,
    "\n            query HttpEdgeHealth {\n              health\n            }\n          ": typeof types.HttpEdgeHealthDocument,
    "\n        query HttpEdgeHealth2 {\n          health\n        }\n      ": typeof types.HttpEdgeHealth2Document,
    "\n            query HttpEdgeHealth3 {\n              health\n            }\n          ": typeof types.HttpEdgeHealth3Document,
    "\n        query HttpEdgeViewer2 {\n          viewer {\n            uid\n          }\n        }\n      ": typeof types.HttpEdgeViewer2Document,
    "\n          query HttpEdgeViewer3 {\n            viewer {\n              uid\n            }\n          }\n        ": typeof types.HttpEdgeViewer3Document,
    "\n          query HttpEdgeMarkets {\n            markets {\n              id\n              name\n            }\n          }\n        ": typeof types.HttpEdgeMarketsDocument,
    "\n        query HttpEdgeViewer4 {\n          viewer {\n            uid\n          }\n        }\n      ": typeof types.HttpEdgeViewer4Document,
    "\n          query HttpEdgeHealth4 {\n            health\n          }\n        ": typeof types.HttpEdgeHealth4Document,
    "\n            query HttpEdgeViewer5 {\n              viewer {\n                uid\n              }\n            }\n          ": typeof types.HttpEdgeViewer5Document,
    "\n  query IdentityMappingViewer {\n    viewer {\n      uid\n      claims\n      employeeId\n      employee {\n        id\n        fullName\n      }\n    }\n  }\n": typeof types.IdentityMappingViewerDocument,
    "\n  query IdentityMappingUser($uid: ID!) {\n    user(uid: $uid) {\n      uid\n      displayName\n    }\n  }\n": typeof types.IdentityMappingUserDocument,
    "\n        query SubscriptionsCampaign($id: ID!) {\n          campaign(id: $id) {\n            assignments {\n              id\n              employeeId\n            }\n          }\n        }\n      ": typeof types.SubscriptionsCampaignDocument,
    "\n        mutation SubscriptionsUnassignCampaignAgent($id: ID!) {\n          unassignCampaignAgent(assignmentId: $id) {\n            id\n          }\n        }\n      ": typeof types.SubscriptionsUnassignCampaignAgentDocument,
    "\n        mutation SubscriptionsAssignCampaignAgent($c: ID!, $e: ID!) {\n          assignCampaignAgent(campaignId: $c, employeeId: $e) {\n            id\n          }\n        }\n      ": typeof types.SubscriptionsAssignCampaignAgentDocument,
    "\n  query UpstreamInputMembers($filters: [MemberFilter!]) {\n    members(filters: $filters, take: 5) {\n      totalCount\n      nodes {\n        id\n        lastName\n      }\n    }\n  }\n": typeof types.UpstreamInputMembersDocument,
    "\n  query UpstreamInputMarkets {\n    markets {\n      id\n      name\n    }\n  }\n": typeof types.UpstreamInputMarketsDocument,
    "\n          query UpstreamInputEmployees($t: String) {\n            employees(title: $t) {\n              id\n            }\n          }\n        ": typeof types.UpstreamInputEmployeesDocument,
    "\n      mutation UpstreamInputCreateSupportTicket($input: SupportTicketInput!) {\n        createSupportTicket(input: $input) {\n          id\n        }\n      }\n    ": typeof types.UpstreamInputCreateSupportTicketDocument,
    "\n    query UpstreamInputUser($uid: ID!) {\n      user(uid: $uid) {\n        uid\n      }\n    }\n  ": typeof types.UpstreamInputUserDocument,
    "\n          mutation UpstreamInputGrantClaim {\n            grantClaim(uid: \"Permissions\", claim: EUS) {\n              uid\n            }\n          }\n        ": typeof types.UpstreamInputGrantClaimDocument,
    "\n            query UpstreamInputEmployee($id: ID!) {\n              employee(id: $id) {\n                id\n              }\n            }\n          ": typeof types.UpstreamInputEmployeeDocument,
    "\n          query UpstreamInputOffices($c: String) {\n            offices(community: $c) {\n              id\n            }\n          }\n        ": typeof types.UpstreamInputOfficesDocument,
    "\n  query CliViewer {\n    viewer {\n      name\n    }\n    markets {\n      id\n    }\n  }\n": typeof types.CliViewerDocument,
    "\n  query CompiledStackMarkets {\n    viewer {\n      name\n    }\n    markets {\n      id\n    }\n  }\n": typeof types.CompiledStackMarketsDocument,
    "\n        query StackViewer {\n          viewer {\n            name\n          }\n          markets {\n            id\n            name\n          }\n        }\n      ": typeof types.StackViewerDocument,
    "\n        query StackMarkets {\n          markets {\n            id\n          }\n        }\n      ": typeof types.StackMarketsDocument,
};
const documents: Documents = {
    "\n  query ClusterLoad {\n    viewer {\n      name\n    }\n    markets {\n      id\n    }\n  }\n": types.ClusterLoadDocument,
    "\n  query ClusterWhoAmI {\n    viewer {\n      name\n    }\n  }\n": types.ClusterWhoAmIDocument,
    "\n  mutation ClusterLogCall($c: ID!, $m: ID!) {\n    logCall(campaignId: $c, memberId: $m) {\n      memberId\n    }\n  }\n": types.ClusterLogCallDocument,
    "\n  mutation ClusterApproveDnc($input: DncDecisionInput!) {\n    approveDncRequest(input: $input) {\n      request {\n        id\n      }\n    }\n  }\n": types.ClusterApproveDncDocument,
    "\n      query A11yMember {\n        members(take: 1) {\n          nodes {\n            id\n          }\n        }\n      }\n    ": types.A11yMemberDocument,
    "\n      query GeoTestHexes($marketId: ID!, $layer: Int!) {\n        marketHexes(marketId: $marketId, layer: $layer) {\n          hex\n          count\n        }\n      }\n    ": types.GeoTestHexesDocument,
    "\n      query ProximityTestClinicians($types: [ID!]) {\n        employees(assignmentTypeIds: $types) {\n          id\n          fullName\n        }\n      }\n    ": types.ProximityTestCliniciansDocument,
    "\n      query MembersTestOne {\n        members(take: 1, skip: 5) {\n          nodes {\n            id\n            lastName\n            memberId\n          }\n        }\n      }\n    ": types.MembersTestOneDocument,
    "\n      query MembersTestOldest {\n        members(take: 200, sort: [{ field: DATE_OF_BIRTH }, { field: ID }]) {\n          nodes {\n            id\n            fullName\n            dateOfBirth\n          }\n        }\n      }\n    ": types.MembersTestOldestDocument,
    "\n        mutation ApproveDncOnReplica($input: DncDecisionInput!) {\n          approveDncRequest(input: $input) {\n            request {\n              id\n            }\n          }\n        }\n      ": types.ApproveDncOnReplicaDocument,
    "\n          mutation ApproveDncRequest($input: DncDecisionInput!) {\n            approveDncRequest(input: $input) {\n              request {\n                id\n                tab\n              }\n            }\n          }\n        ": types.ApproveDncRequestDocument,
    "\n          query ApprovalQueuesDeattributionTabCounts {\n            deattributionTabCounts {\n              tab\n              count\n            }\n            eligibilityChanges(tab: MAILING_LIST, take: 160) {\n              totalCount\n            }\n          }\n        ": types.ApprovalQueuesDeattributionTabCountsDocument,
    "\n          query CallListSubscriptionCampaigns {\n            campaigns {\n              id\n              active\n            }\n            myCampaigns {\n              id\n            }\n          }\n        ": types.CallListSubscriptionCampaignsDocument,
    "\n              query CallListSubscriptionMyCampaigns {\n                myCampaigns {\n                  id\n                }\n              }\n            ": types.CallListSubscriptionMyCampaignsDocument,
    "\n          mutation CallListSubscriptionLogCall($c: ID!, $m: ID!) {\n            logCall(campaignId: $c, memberId: $m) {\n              memberId\n            }\n          }\n        ": types.CallListSubscriptionLogCallDocument,
    "\n            mutation CallListSubscriptionLogCall2($c: ID!, $m: ID!) {\n              logCall(campaignId: $c, memberId: $m) {\n                memberId\n              }\n            }\n          ": types.CallListSubscriptionLogCall2Document,
    "\n            query CallListSubscriptionHeld($id: ID!) {\n              callList(campaignId: $id) {\n                version\n                entries {\n                  memberId\n                  aaneelId\n                  fullName\n                  points\n                  primaryDriver\n                  lastCallAttempt\n                }\n              }\n            }\n          ": types.CallListSubscriptionHeldDocument,
    "\n  subscription DrainCallListUpdates($campaignId: ID!) {\n    callListUpdates(campaignId: $campaignId) {\n      version\n      previousVersion\n      list {\n        version\n        entries {\n          memberId\n        }\n      }\n    }\n  }\n": types.DrainCallListUpdatesDocument,
    "\n  query DrainSlowCallList($campaignId: ID!) {\n    callList(campaignId: $campaignId) {\n      version\n      size\n    }\n  }\n": types.DrainSlowCallListDocument,
    "\n  query GoogleSuggest($input: String!) {\n    addressSuggestions(input: $input) {\n      placeId\n      description\n      mainText\n      secondaryText\n    }\n  }\n": types.GoogleSuggestDocument,
    "\n  query GoogleResolve($placeId: ID!) {\n    resolvedAddress(placeId: $placeId) {\n      placeId\n      formattedAddress\n      street\n      city\n      state\n      zip\n      county\n      country\n      lat\n      lng\n    }\n  }\n": types.GoogleResolveDocument,
    "\n        query HttpAnswerLength {\n          viewer {\n            uid\n          }\n        }\n      ": types.HttpAnswerLengthDocument,
    "\n          query HubRestartViewer {\n            viewer {\n              name\n            }\n            myCampaigns {\n              id\n            }\n          }\n        ": types.HubRestartViewerDocument,
    "\n    query MembersAnyOfFiltersMembers($filters: [MemberFilter!], $take: Int) {\n      members(filters: $filters, take: $take) {\n        totalCount\n        nodes {\n          id\n          homePhone\n          workPhone\n          mobilePhone\n        }\n      }\n    }\n  ": types.MembersAnyOfFiltersMembersDocument,
    "\n        query MembersAnyOfFiltersMembers2 {\n          members(take: 1, skip: 3) {\n            nodes {\n              id\n              aaneelId\n              lastName\n            }\n          }\n        }\n      ": types.MembersAnyOfFiltersMembers2Document,
    "\n          query MembersAnyOfFiltersByName($name: String) {\n            members(take: 200, filters: [{ field: NAME_OR_AANEEL_ID, matchMode: CONTAINS, value: $name }]) {\n              totalCount\n              nodes {\n                id\n                lastName\n                firstName\n              }\n            }\n          }\n        ": types.MembersAnyOfFiltersByNameDocument,
    "\n  query ObservedMemberRecord($id: ID!) {\n    memberRecord(id: $id) {\n      id\n      fullName\n    }\n  }\n": types.ObservedMemberRecordDocument,
    "\n  query ObservedMemberSearch($filters: [MemberFilter!], $take: Int) {\n    members(filters: $filters, take: $take) {\n      totalCount\n    }\n  }\n": types.ObservedMemberSearchDocument,
    "\n  subscription ProcessClusterCallListUpdates($campaignId: ID!) {\n    callListUpdates(campaignId: $campaignId) {\n      version\n      previousVersion\n      removed\n      list {\n        entries {\n          memberId\n        }\n      }\n    }\n  }\n": types.ProcessClusterCallListUpdatesDocument,
    "\n  query ReferenceCacheMarkets {\n    markets {\n      id\n      name\n      phone\n    }\n  }\n": types.ReferenceCacheMarketsDocument,
    "\n  mutation ReferenceCacheUpdateMarket($id: ID!, $input: UpdateMarketInput!) {\n    updateMarket(id: $id, input: $input) {\n      id\n      phone\n    }\n  }\n": types.ReferenceCacheUpdateMarketDocument,
    "\n          query ReferenceCacheMarket($id: ID!) {\n            market(id: $id) {\n              phone\n              address\n              city\n              zipCode\n              stateAbbrev\n              faxDriveEmail\n              faxDriveId\n              quantaFloDriveId\n            }\n          }\n        ": types.ReferenceCacheMarketDocument,
    "\n  query ReplicasViewerName {\n    viewer {\n      name\n    }\n  }\n": types.ReplicasViewerNameDocument,
    "\n  mutation ReplicasChangeAssignment($input: ChangeAssignmentInput!) {\n    changeAssignment(input: $input) {\n      assigned {\n        id\n      }\n    }\n  }\n": types.ReplicasChangeAssignmentDocument,
    "\n  query ReplicasMineDncRequests {\n    dncRequests(tab: CD, mine: true, take: 160) {\n      nodes {\n        id\n      }\n    }\n  }\n": types.ReplicasMineDncRequestsDocument,
    "\n  query ReplicasAuditEvents($requestId: ID) {\n    auditEvents(requestId: $requestId) {\n      totalCount\n      nodes {\n        action\n        uid\n        outcome\n        requestId\n        targets {\n          key\n          value\n        }\n      }\n    }\n  }\n": types.ReplicasAuditEventsDocument,
    "\n  query Dnc($tab: DncTab!, $mine: Boolean, $filters: [DncRequestFilter!], $take: Int) {\n    dncRequests(tab: $tab, mine: $mine, filters: $filters, take: $take) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n      }\n      nodes {\n        id\n        tab\n        viewerCan {\n          approve\n          decide {\n            allowed\n            reason\n          }\n        }\n      }\n    }\n    dncTabCounts {\n      tab\n      count\n      mine\n    }\n  }\n": types.DncDocument,
    "\n  query Can {\n    viewer {\n      can {\n        manageCampaigns\n        exportClaims\n        exportMembers\n        bulkApproveTerms\n        downloadMailingList\n        downloadTerminationOverview\n        downloadDncReport\n        downloadTransferReport\n        readAuditTrail\n        addMember\n      }\n    }\n  }\n": types.CanDocument,
    "\n  query Members($filters: [MemberFilter!], $sort: [MemberSort!], $skip: Int, $take: Int) {\n    members(filters: $filters, sort: $sort, skip: $skip, take: $take) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n      }\n      nodes {\n        id\n        firstName\n        lastName\n        dateOfBirth\n        eligible\n        marketId\n        officeId\n        payer {\n          id\n          name\n        }\n      }\n    }\n  }\n": types.MembersDocument,
    "\n        query ViewerMembersViewer {\n          viewer {\n            uid\n            name\n            claims\n            employeeId\n            employee {\n              id\n              fullName\n            }\n          }\n        }\n      ": types.ViewerMembersViewerDocument,
    "\n        query ViewerMembersViewer2 {\n          viewer {\n            uid\n            name\n            claims\n          }\n        }\n      ": types.ViewerMembersViewer2Document,
    "\n        query ViewerMembersViewer3 {\n          viewer {\n            uid\n          }\n        }\n      ": types.ViewerMembersViewer3Document,
    "\n        query ViewerMembersViewer4 {\n          viewer {\n            uid\n          }\n        }\n      ": types.ViewerMembersViewer4Document,
    "\n        query ViewerMembersHealth {\n          health\n        }\n      ": types.ViewerMembersHealthDocument,
    "\n        query ViewerMembersHealth2 {\n          health\n          ...F\n        }\n        fragment F on Query {\n          viewer {\n            uid\n          }\n        }\n      ": types.ViewerMembersHealth2Document,
    "\n      query ViewerMembersMembers($take: Int) {\n        members(take: $take) {\n          nodes {\n            id\n            office {\n              id\n              name\n            }\n            market {\n              id\n              name\n            }\n          }\n        }\n      }\n    ": types.ViewerMembersMembersDocument,
    "\n        query ViewerMembers_Schema {\n          __schema {\n            queryType {\n              name\n            }\n          }\n        }\n      ": types.ViewerMembers_SchemaDocument,
    "\n        query ViewerMembers_Schema2 {\n          __schema {\n            queryType {\n              name\n            }\n          }\n        }\n      ": types.ViewerMembers_Schema2Document,
    "\n        query ViewerMembers_Schema3 {\n          __schema {\n            queryType {\n              name\n            }\n          }\n        }\n      ": types.ViewerMembers_Schema3Document,
    "\n        query AdminClaims {\n          claims {\n            key\n          }\n        }\n      ": types.AdminClaimsDocument,
    "\n          query AdminUsers {\n            users {\n              uid\n              displayName\n              email\n              disabled\n              active\n              employeeId\n              employee {\n                id\n                fullName\n              }\n              claims\n              viewerCan {\n                grantClaims\n              }\n            }\n          }\n        ": types.AdminUsersDocument,
    "\n            query AdminUsers2 {\n              users {\n                uid\n              }\n            }\n          ": types.AdminUsers2Document,
    "\n          query AdminUser($uid: ID!) {\n            user(uid: $uid) {\n              uid\n              displayName\n              email\n              disabled\n              active\n              employeeId\n              employee {\n                id\n                fullName\n              }\n              claims\n              viewerCan {\n                grantClaims\n              }\n            }\n          }\n        ": types.AdminUserDocument,
    "\n          query AdminUser2($uid: ID!) {\n            user(uid: $uid) {\n              employeeId\n              employee {\n                id\n              }\n            }\n          }\n        ": types.AdminUser2Document,
    "\n            query AdminUser3 {\n              user(uid: \"no-such-user\") {\n                uid\n              }\n            }\n          ": types.AdminUser3Document,
    "\n      query AdminClaims2 {\n        claims {\n          claim\n          key\n          name\n          description\n          viewerCanGrant\n        }\n      }\n    ": types.AdminClaims2Document,
    "\n            query AdminClaims3 {\n              claims {\n                key\n              }\n            }\n          ": types.AdminClaims3Document,
    "\n    mutation AdminGrantClaim($uid: ID!, $claim: Claim!) {\n      grantClaim(uid: $uid, claim: $claim) {\n        uid\n        claims\n      }\n    }\n  ": types.AdminGrantClaimDocument,
    "\n    mutation AdminRevokeClaim($uid: ID!, $claim: Claim!) {\n      revokeClaim(uid: $uid, claim: $claim) {\n        uid\n        claims\n      }\n    }\n  ": types.AdminRevokeClaimDocument,
    "\n              query AdminClaims4 {\n                claims {\n                  claim\n                }\n              }\n            ": types.AdminClaims4Document,
    "\n            query AdminClaims5 {\n              claims {\n                claim\n              }\n            }\n          ": types.AdminClaims5Document,
    "\n  query AnalyticsWorkbookEmbed($workbook: Workbook!, $memberId: ID, $theme: WorkbookTheme) {\n    workbookEmbed(workbook: $workbook, memberId: $memberId, theme: $theme) {\n      workbook\n      url\n      expiresAt\n    }\n  }\n": types.AnalyticsWorkbookEmbedDocument,
    "\n  query AnalyticsViewer {\n    viewer {\n      can {\n        viewMedicalCost {\n          allowed\n          reason\n        }\n      }\n    }\n  }\n": types.AnalyticsViewerDocument,
    "\n      query ApprovalsMineEligibilityChanges($mine: Boolean) {\n        eligibilityChanges(tab: APP_CD, mine: $mine, take: 160) {\n          nodes {\n            id\n            member {\n              communityId\n              officeName\n            }\n            assignedEmployees {\n              id\n            }\n            viewerCan {\n              decide {\n                allowed\n                reason\n              }\n            }\n          }\n        }\n      }\n    ": types.ApprovalsMineEligibilityChangesDocument,
    "\n          mutation ApprovalsMineRejectDncRequest($input: DncDecisionInput!) {\n            rejectDncRequest(input: $input) {\n              request {\n                id\n              }\n            }\n          }\n        ": types.ApprovalsMineRejectDncRequestDocument,
    "\n          mutation ApprovalsMineApproveEligibilityChange($input: EligibilityDecisionInput!) {\n            approveEligibilityChange(input: $input) {\n              change {\n                id\n              }\n            }\n          }\n        ": types.ApprovalsMineApproveEligibilityChangeDocument,
    "\n          mutation ApprovalsMineAcknowledgeOfficeTransfer($input: OfficeTransferInput!) {\n            acknowledgeOfficeTransfer(input: $input) {\n              message\n            }\n          }\n        ": types.ApprovalsMineAcknowledgeOfficeTransferDocument,
    "\n        query ApprovalsMineDncTabCounts {\n          dncTabCounts {\n            tab\n            count\n            mine\n          }\n        }\n      ": types.ApprovalsMineDncTabCountsDocument,
    "\n          query ApprovalsMineDncTabCounts2 {\n            dncTabCounts {\n              tab\n              count\n              mine\n            }\n          }\n        ": types.ApprovalsMineDncTabCounts2Document,
    "\n      query ApprovalsMineDncRequests($filters: [DncRequestFilter!]) {\n        dncRequests(tab: HISTORY, filters: $filters, take: 160) {\n          totalCount\n          nodes {\n            member {\n              communityId\n            }\n          }\n        }\n      }\n    ": types.ApprovalsMineDncRequestsDocument,
    "\n      query ApprovalsMineOfficeTransfers($filters: [OfficeTransferFilter!]) {\n        officeTransfers(tab: APP, filters: $filters, take: 160) {\n          totalCount\n          nodes {\n            member {\n              communityId\n            }\n          }\n        }\n      }\n    ": types.ApprovalsMineOfficeTransfersDocument,
    "\n    query ApprovalsMineMyWork {\n      myWork {\n        queues {\n          dashboard\n          tab\n          label\n          mine\n        }\n        callLists {\n          campaignId\n          campaignName\n          size\n        }\n      }\n    }\n  ": types.ApprovalsMineMyWorkDocument,
    "\n          query ApprovalsMineMyCampaigns {\n            myCampaigns {\n              id\n              name\n            }\n          }\n        ": types.ApprovalsMineMyCampaignsDocument,
    "\n            query ApprovalsMineCallListSize($id: ID!) {\n              callList(campaignId: $id) {\n                size\n              }\n            }\n          ": types.ApprovalsMineCallListSizeDocument,
    "\n            query ApprovalsMineMyWork2 {\n              myWork {\n                queues {\n                  tab\n                  mine\n                }\n              }\n            }\n          ": types.ApprovalsMineMyWork2Document,
    "\n          query ApprovalsMineMyWork3 {\n            myWork {\n              callLists {\n                campaignId\n                campaignName\n                size\n              }\n            }\n          }\n        ": types.ApprovalsMineMyWork3Document,
    "\n  query AvailabilityAppAvailability($input: AvailabilityInput!) {\n    appAvailability(input: $input) {\n      start\n      end\n      view\n      dates\n      markets {\n        marketId\n        name\n        ivCount\n        ivOpportunityCount\n        communities {\n          communityId\n          name\n          ivCount\n          ivOpportunityCount\n          providers {\n            providerId\n            name\n            engineerType\n            typeMark\n            dailyIvLimit\n            ivCount\n            ivOpportunityCount\n            days {\n              date\n              ivCount\n              ivOpportunityCount\n              availabilityPercentage\n              optimizationPercentage\n              eventCount\n              totalEventTime\n              totalDriveTime\n            }\n          }\n        }\n      }\n    }\n  }\n": types.AvailabilityAppAvailabilityDocument,
    "\n  query AvailabilityAvailabilityDaySummary($providerId: ID!, $date: Date!) {\n    availabilityDaySummary(providerId: $providerId, date: $date) {\n      providerId\n      name\n      date\n      dailyIvLimit\n      typeMark\n      totalEventTime\n      totalDriveTime\n      events {\n        eventType\n        start\n        finish\n        duration\n        travelTimeAfter\n        isIV\n        isVisit\n      }\n    }\n  }\n": types.AvailabilityAvailabilityDaySummaryDocument,
    "\n        query CallListFiltersCallListFilters {\n          callListFilters {\n            id\n          }\n        }\n      ": types.CallListFiltersCallListFiltersDocument,
    "\n          query CallListFiltersCallListFilters2 {\n            callListFilters {\n              id\n              name\n              addedBy\n              addedAt\n              memberCount\n              campaignId\n              campaignName\n              isExclusive\n              isGlobal\n            }\n          }\n        ": types.CallListFiltersCallListFilters2Document,
    "\n            query CallListFiltersCallListFilters3 {\n              callListFilters {\n                id\n              }\n            }\n          ": types.CallListFiltersCallListFilters3Document,
    "\n          query CallListFiltersCallListFilters4 {\n            callListFilters {\n              id\n              name\n              addedBy\n              addedAt\n              memberCount\n              campaignId\n              campaignName\n              isExclusive\n              isGlobal\n            }\n          }\n        ": types.CallListFiltersCallListFilters4Document,
    "\n          mutation CallListFiltersDeleteCallListFilter($id: ID!) {\n            deleteCallListFilter(id: $id) {\n              id\n              name\n              addedBy\n              addedAt\n              memberCount\n              campaignId\n              campaignName\n              isExclusive\n              isGlobal\n            }\n          }\n        ": types.CallListFiltersDeleteCallListFilterDocument,
    "\n        mutation CallListFiltersDeleteCallListFilter2 {\n          deleteCallListFilter(id: \"Gateway upload test\") {\n            id\n          }\n        }\n      ": types.CallListFiltersDeleteCallListFilter2Document,
    "\n        query CampaignsCampaignTypes {\n          campaignTypes {\n            id\n          }\n        }\n      ": types.CampaignsCampaignTypesDocument,
    "\n  fragment CampaignsTestCampaign on Campaign {\n    id\n    name\n    note\n    active\n    createdAt\n    createdById\n    deactivatedAt\n    restDays\n    numAgentsAssigned\n    isExclusive\n    callListId\n    skillId\n    type {\n      id\n      type\n      isDialer\n      needsMemberList\n      documentationUrl\n    }\n    market {\n      id\n      name\n    }\n    variables {\n      id\n      campaignId\n      value\n      valueShown\n      points\n      createdAt\n      option {\n        id\n        name\n        valueType\n        active\n      }\n    }\n    assignments {\n      id\n      campaignId\n      campaignName\n      employeeId\n      employeeName\n      createdBy\n      createdAt\n    }\n    viewerCan {\n      manage\n      work\n    }\n  }\n": types.CampaignsTestCampaignFragmentDoc,
    "\n  fragment CampaignsTestVariableValues on Campaign {\n    id\n    variables {\n      id\n      value\n      points\n      option {\n        id\n      }\n    }\n  }\n": types.CampaignsTestVariableValuesFragmentDoc,
    "\n        query CampaignsCallList($id: ID!) {\n          callList(campaignId: $id) {\n            campaignId\n            listDate\n            version\n            size\n            entries {\n              memberId\n              aaneelId\n              fullName\n              points\n              primaryDriver\n              lastCallAttempt\n            }\n          }\n        }\n      ": types.CampaignsCallListDocument,
    "\n          query CampaignsCampaigns {\n            campaigns {\n              ...CampaignsTestCampaign\n            }\n          }\n        ": types.CampaignsCampaignsDocument,
    "\n          query CampaignsCampaigns2 {\n            campaigns {\n              id\n              a: variables {\n                id\n              }\n              b: variables {\n                points\n              }\n              market {\n                name\n              }\n            }\n            again: campaigns {\n              id\n              variables {\n                id\n              }\n            }\n          }\n        ": types.CampaignsCampaigns2Document,
    "\n          query CampaignsCampaign($id: ID!) {\n            campaign(id: $id) {\n              id\n              name\n            }\n            missing: campaign(id: \"999999\") {\n              id\n            }\n          }\n        ": types.CampaignsCampaignDocument,
    "\n          query CampaignsCampaignTypes2 {\n            campaignTypes {\n              id\n              type\n              isDialer\n              needsMemberList\n              documentationUrl\n            }\n            campaignOptions {\n              id\n              name\n              valueType\n              active\n            }\n          }\n        ": types.CampaignsCampaignTypes2Document,
    "\n              query CampaignsCampaigns3 {\n                campaigns {\n                  id\n                }\n              }\n            ": types.CampaignsCampaigns3Document,
    "\n              mutation CampaignsRescoreCampaign {\n                rescoreCampaign(id: \"123\") {\n                  scores {\n                    points\n                  }\n                }\n              }\n            ": types.CampaignsRescoreCampaignDocument,
    "\n          mutation CampaignsCreateCampaign($input: CampaignInput!) {\n            createCampaign(input: $input) {\n              ...CampaignsTestCampaign\n            }\n          }\n        ": types.CampaignsCreateCampaignDocument,
    "\n          mutation CampaignsUpdateCampaign($id: ID!, $input: CampaignInput!) {\n            updateCampaign(id: $id, input: $input) {\n              id\n              name\n              restDays\n              numAgentsAssigned\n              market {\n                id\n              }\n            }\n          }\n        ": types.CampaignsUpdateCampaignDocument,
    "\n          mutation CampaignsDeactivateCampaign($id: ID!) {\n            deactivateCampaign(id: $id) {\n              id\n              active\n              deactivatedAt\n              deactivatedById\n            }\n          }\n        ": types.CampaignsDeactivateCampaignDocument,
    "\n          mutation CampaignsCreateCampaign2($input: CampaignInput!) {\n            createCampaign(input: $input) {\n              id\n            }\n          }\n        ": types.CampaignsCreateCampaign2Document,
    "\n          mutation CampaignsCreateCampaignVariable($id: ID!, $input: CampaignVariableInput!) {\n            createCampaignVariable(campaignId: $id, input: $input) {\n              id\n            }\n          }\n        ": types.CampaignsCreateCampaignVariableDocument,
    "\n        mutation CampaignsCreateCampaignVariable2($id: ID!, $input: CampaignVariableInput!) {\n          createCampaignVariable(campaignId: $id, input: $input) {\n            id\n          }\n        }\n      ": types.CampaignsCreateCampaignVariable2Document,
    "\n        mutation CampaignsCreateCampaignVariable3($id: ID!, $input: CampaignVariableInput!) {\n          createCampaignVariable(campaignId: $id, input: $input) {\n            id\n          }\n        }\n      ": types.CampaignsCreateCampaignVariable3Document,
    "\n          mutation CampaignsCreateCampaignVariable4($id: ID!, $input: CampaignVariableInput!) {\n            createCampaignVariable(campaignId: $id, input: $input) {\n              ...CampaignsTestVariableValues\n            }\n          }\n        ": types.CampaignsCreateCampaignVariable4Document,
    "\n          mutation CampaignsUpdateCampaignVariable($id: ID!, $v: ID!, $input: CampaignVariableInput!) {\n            updateCampaignVariable(variableId: $v, campaignId: $id, input: $input) {\n              ...CampaignsTestVariableValues\n            }\n          }\n        ": types.CampaignsUpdateCampaignVariableDocument,
    "\n        mutation CampaignsDeleteCampaignVariable($id: ID!, $v: ID!) {\n          deleteCampaignVariable(variableId: $v, campaignId: $id) {\n            id\n          }\n        }\n      ": types.CampaignsDeleteCampaignVariableDocument,
    "\n          mutation CampaignsDeleteCampaignVariable2($id: ID!, $v: ID!) {\n            deleteCampaignVariable(variableId: $v, campaignId: $id) {\n              id\n              variables {\n                id\n              }\n            }\n          }\n        ": types.CampaignsDeleteCampaignVariable2Document,
    "\n          mutation CampaignsAssignCampaignAgent($id: ID!) {\n            assignCampaignAgent(campaignId: $id, employeeId: 13) {\n              id\n              assignments {\n                id\n                employeeId\n                employeeName\n                createdBy\n                createdAt\n              }\n            }\n          }\n        ": types.CampaignsAssignCampaignAgentDocument,
    "\n            query CampaignsMyCampaigns {\n              myCampaigns {\n                id\n              }\n            }\n          ": types.CampaignsMyCampaignsDocument,
    "\n          mutation CampaignsUnassignCampaignAgent($a: ID!) {\n            unassignCampaignAgent(assignmentId: $a) {\n              id\n              assignments {\n                employeeId\n              }\n            }\n          }\n        ": types.CampaignsUnassignCampaignAgentDocument,
    "\n      mutation CampaignsAssignCampaignAgent2($id: ID!, $e: ID!) {\n        assignCampaignAgent(campaignId: $id, employeeId: $e) {\n          assignments {\n            id\n            employeeId\n          }\n        }\n      }\n    ": types.CampaignsAssignCampaignAgent2Document,
    "\n          mutation CampaignsUnassignCampaignAgent2($a: ID!) {\n            unassignCampaignAgent(assignmentId: $a) {\n              id\n            }\n          }\n        ": types.CampaignsUnassignCampaignAgent2Document,
    "\n          mutation CampaignsRescoreCampaign2 {\n            rescoreCampaign(id: \"123\") {\n              campaign {\n                id\n              }\n              scores {\n                memberId\n                primaryDriver\n                points\n              }\n            }\n          }\n        ": types.CampaignsRescoreCampaign2Document,
    "\n          mutation CampaignsResetExhaustedMembers {\n            resetExhaustedMembers(id: \"125\") {\n              campaign {\n                id\n              }\n              membersReset\n            }\n          }\n        ": types.CampaignsResetExhaustedMembersDocument,
    "\n        mutation CampaignsResetExhaustedMembers2 {\n          resetExhaustedMembers(id: \"123\") {\n            membersReset\n          }\n        }\n      ": types.CampaignsResetExhaustedMembers2Document,
    "\n          query CampaignsCampaign2 {\n            campaign(id: \"123\") {\n              numAgentsAssigned\n              counts {\n                wasCalled\n                listSize\n                ineligMembers0score\n                ineligMembers\n              }\n              breakdown {\n                community\n                numEligibleMembers\n                numCalledToday\n                onListYesterday\n                newAdditionsToList\n                totalMembers\n                earlyMorningTimeGate\n                earlyAfternoonTimeGate\n                afternoonTimeGate\n                eveningTimeGate\n                exhaustHours\n                earlyMorningExhaustHours\n                earlyAfternoonExhaustHours\n                afternoonExhaustHours\n                eveningExhaustHours\n              }\n            }\n          }\n        ": types.CampaignsCampaign2Document,
    "\n          query CampaignsMyCampaigns2 {\n            myCampaigns {\n              id\n              name\n              active\n              viewerCan {\n                manage\n                work\n              }\n            }\n          }\n        ": types.CampaignsMyCampaigns2Document,
    "\n            query CampaignsMyCampaigns3 {\n              myCampaigns {\n                id\n              }\n            }\n          ": types.CampaignsMyCampaigns3Document,
    "\n          mutation CampaignsLogCall($c: ID!, $m: ID!) {\n            logCall(campaignId: $c, memberId: $m) {\n              campaignId\n              memberId\n              poppedPoints\n              primaryDriver\n              poppedAt\n            }\n          }\n        ": types.CampaignsLogCallDocument,
    "\n          query CampaignsMyCallHistory {\n            myCallHistory {\n              campaignId\n              campaignName\n              memberId\n              aaneelId\n              fullName\n              neighborhood\n              payer\n              points\n              primaryDriver\n              calledAt\n            }\n          }\n        ": types.CampaignsMyCallHistoryDocument,
    "\n        mutation CampaignsLogCall2($c: ID!, $m: ID!) {\n          logCall(campaignId: $c, memberId: $m) {\n            memberId\n          }\n        }\n      ": types.CampaignsLogCall2Document,
    "\n          mutation CampaignsLogCall3 {\n            logCall(campaignId: \"123\", memberId: \"1\") {\n              memberId\n            }\n          }\n        ": types.CampaignsLogCall3Document,
    "\n          mutation CampaignsLogCall4 {\n            logCall(campaignId: \"125\", memberId: \"1\") {\n              memberId\n            }\n          }\n        ": types.CampaignsLogCall4Document,
    "\n          query CampaignsCallList2 {\n            callList(campaignId: \"123\") {\n              size\n            }\n          }\n        ": types.CampaignsCallList2Document,
    "\n          query CampaignsCallList3 {\n            callList(campaignId: \"125\") {\n              size\n            }\n          }\n        ": types.CampaignsCallList3Document,
    "\n            query CampaignsMyCampaigns4 {\n              myCampaigns {\n                id\n              }\n              myCallHistory {\n                memberId\n              }\n            }\n          ": types.CampaignsMyCampaigns4Document,
    "\n  query DataMgmtContactsMemberRecord($id: ID!) {\n    memberRecord(id: $id) {\n      activeAddress\n      homePhone\n      emails {\n        address\n        note\n        valid\n        activeDate\n      }\n      phoneNumbers {\n        number\n        type\n        note\n        valid\n      }\n      addresses {\n        formattedAddress\n        address1\n        city\n        state\n        zip\n        primary\n        active\n        inactiveDate\n      }\n      officeChanges {\n        toOffice {\n          id\n          name\n        }\n        status\n        note\n        processed\n      }\n    }\n  }\n": types.DataMgmtContactsMemberRecordDocument,
    "\n          query DataMgmtContactsFiles($s: ID) {\n            files(sourceId: $s, take: 1) {\n              nodes {\n                id\n                name\n                category {\n                  id\n                }\n                storageLocation\n                size\n              }\n            }\n          }\n        ": types.DataMgmtContactsFilesDocument,
    "\n          query DataMgmtDataMgmt {\n            dataMgmt {\n              cohorts {\n                id\n                name\n                pendingMemberCount\n              }\n              payers {\n                id\n                name\n              }\n              termReasons {\n                id\n                name\n              }\n              fileSources {\n                id\n                name\n              }\n            }\n          }\n        ": types.DataMgmtDataMgmtDocument,
    "\n            query DataMgmtDataMgmt2 {\n              dataMgmt {\n                payers {\n                  id\n                }\n              }\n            }\n          ": types.DataMgmtDataMgmt2Document,
    "\n            query DataMgmtViewer {\n              viewer {\n                can {\n                  useDataMgmt {\n                    allowed\n                    reason\n                  }\n                  bulkUpdatePhones {\n                    allowed\n                    reason\n                  }\n                  bulkUpdateNeighborhoods {\n                    allowed\n                  }\n                  skipTransferDashboard {\n                    allowed\n                    reason\n                  }\n                }\n              }\n            }\n          ": types.DataMgmtViewerDocument,
    "\n          mutation DataMgmtCreateCohort($p: ID) {\n            createCohort(input: { name: \"Bulk test cohort\", payerId: $p }) {\n              id\n              name\n              pendingMemberCount\n            }\n          }\n        ": types.DataMgmtCreateCohortDocument,
    "\n        mutation DataMgmtCreateCohort2 {\n          createCohort(input: { name: \"No payer cohort\" }) {\n            id\n          }\n        }\n      ": types.DataMgmtCreateCohort2Document,
    "\n        mutation DataMgmtCreateCohort3($p: ID) {\n          createCohort(input: { name: \"bulk TEST cohort\", payerId: $p }) {\n            id\n          }\n        }\n      ": types.DataMgmtCreateCohort3Document,
    "\n          query DataMgmtEligibilityChanges($f: [EligibilityChangeFilter!]) {\n            eligibilityChanges(tab: APP_CD, filters: $f, take: 20) {\n              totalCount\n              nodes {\n                note\n                termReason {\n                  id\n                }\n              }\n            }\n          }\n        ": types.DataMgmtEligibilityChangesDocument,
    "\n            query DataMgmtCohorts {\n              cohorts {\n                id\n                pendingMemberCount\n              }\n            }\n          ": types.DataMgmtCohortsDocument,
    "\n          query DataMgmtViewer2 {\n            viewer {\n              can {\n                useDataMgmt {\n                  allowed\n                }\n                bulkUpdatePhones {\n                  allowed\n                }\n              }\n            }\n          }\n        ": types.DataMgmtViewer2Document,
    "\n          mutation DataMgmtCreateCohort4 {\n            createCohort(input: { name: \"Staff cohort\", payerId: \"1\" }) {\n              id\n            }\n          }\n        ": types.DataMgmtCreateCohort4Document,
    "\n  query Page($tab: DeattributionTab!, $filters: [EligibilityChangeFilter!], $sort: [EligibilityChangeSort!], $skip: Int, $take: Int) {\n    eligibilityChanges(tab: $tab, filters: $filters, sort: $sort, skip: $skip, take: $take) {\n      totalCount\n      nodes {\n        ...DeattributionTestEligibilityChange\n      }\n    }\n  }\n": types.PageDocument,
    "\n  query One($id: ID!) {\n    eligibilityChange(id: $id) {\n      ...DeattributionTestEligibilityChange\n    }\n  }\n": types.OneDocument,
    "\n  mutation DeattributionApprove($input: EligibilityDecisionInput!) {\n    approveEligibilityChange(input: $input) {\n      ...DeattributionTestEligibilityChangeResult\n    }\n  }\n": types.DeattributionApproveDocument,
    "\n  mutation DeattributionReject($input: EligibilityDecisionInput!) {\n    rejectEligibilityChange(input: $input) {\n      ...DeattributionTestEligibilityChangeResult\n    }\n  }\n": types.DeattributionRejectDocument,
    "\n  mutation DeattributionUpdate($input: EligibilityDecisionInput!) {\n    updateEligibilityChange(input: $input) {\n      ...DeattributionTestEligibilityChangeResult\n    }\n  }\n": types.DeattributionUpdateDocument,
    "\n  mutation Cancel($input: CancelEligibilityChangeInput!) {\n    cancelEligibilityChange(input: $input) {\n      ...DeattributionTestEligibilityChangeResult\n    }\n  }\n": types.CancelDocument,
    "\n  mutation Bulk($input: BulkApproveOmTermsInput!) {\n    bulkApproveOmTerms(input: $input) {\n      approvedCount\n      changes {\n        id\n        status\n        tab\n      }\n      tabCounts {\n        tab\n        count\n      }\n    }\n  }\n": types.BulkDocument,
    "\n        query DeattributionDeattributionTabCounts {\n          deattributionTabCounts {\n            tab\n            count\n          }\n        }\n      ": types.DeattributionDeattributionTabCountsDocument,
    "\n  fragment DeattributionTestEligibilityChange on EligibilityChange {\n    id\n    status\n    changeType\n    termReasonId\n    diagnosisDate\n    dateEntered\n    statusChangedAt\n    tab\n    letterBadge\n    estimatedProcessDate\n    member {\n      id\n      aaneelId\n      fullName\n      engaged\n      officeId\n      officeName\n      communityId\n      marketId\n      marketName\n      payerId\n    }\n    termReason {\n      id\n      name\n    }\n    changeLog {\n      id\n      statusChangedTo\n      changedAt\n      note\n      changedBy {\n        id\n        fullName\n      }\n    }\n    assignedEmployees {\n      id\n      fullName\n    }\n    viewerIsAssigned\n    viewerCan {\n      approve\n      reject\n      update\n      cancel\n      confirmAbnormalDate\n    }\n  }\n": types.DeattributionTestEligibilityChangeFragmentDoc,
    "\n  fragment DeattributionTestEligibilityChangeResult on EligibilityChangeResult {\n    change {\n      ...DeattributionTestEligibilityChange\n    }\n    tabCounts {\n      tab\n      count\n    }\n  }\n": types.DeattributionTestEligibilityChangeResultFragmentDoc,
    "\n          query DeattributionDeattributionTabCounts2 {\n            deattributionTabCounts {\n              tab\n              count\n            }\n          }\n        ": types.DeattributionDeattributionTabCounts2Document,
    "\n          query DeattributionDeattributionTermReasons {\n            deattributionTermReasons {\n              id\n              name\n            }\n          }\n        ": types.DeattributionDeattributionTermReasonsDocument,
    "\n      query DeattributionOmTermsToApprove($r: ID!) {\n        omTermsToApprove(termReasonId: $r)\n      }\n    ": types.DeattributionOmTermsToApproveDocument,
    "\n            query DeattributionDeattributionTabCounts3 {\n              deattributionTabCounts {\n                tab\n                count\n              }\n            }\n          ": types.DeattributionDeattributionTabCounts3Document,
    "\n          query DeattributionOmTermsToApprove2($r: ID!) {\n            omTermsToApprove(termReasonId: $r)\n          }\n        ": types.DeattributionOmTermsToApprove2Document,
    "\n        query DncDncTabCounts {\n          dncTabCounts {\n            tab\n            count\n          }\n        }\n      ": types.DncDncTabCountsDocument,
    "\n  fragment DncTestDncRequest on DncRequest {\n    id\n    memberId\n    reasonId\n    reason\n    requestedAt\n    note\n    approvalType\n    approved\n    result\n    handledAt\n    handlerNote\n    isReturn\n    tab\n    member {\n      id\n      aaneelId\n      fullName\n      officeId\n      officeName\n      marketId\n      nextAppointmentAt\n    }\n    requestedBy {\n      id\n      fullName\n    }\n    handledBy {\n      id\n      fullName\n    }\n    assignedEmployees {\n      id\n      fullName\n    }\n    viewerCan {\n      approve\n      reject\n    }\n  }\n": types.DncTestDncRequestFragmentDoc,
    "\n  fragment DncTestDncDecisionResult on DncDecisionResult {\n    request {\n      ...DncTestDncRequest\n    }\n    tabCounts {\n      tab\n      count\n    }\n  }\n": types.DncTestDncDecisionResultFragmentDoc,
    "\n  query DncDncRequests($tab: DncTab!, $filters: [DncRequestFilter!], $sort: [DncRequestSort!], $skip: Int, $take: Int) {\n    dncRequests(tab: $tab, filters: $filters, sort: $sort, skip: $skip, take: $take) {\n      totalCount\n      nodes {\n        ...DncTestDncRequest\n      }\n    }\n  }\n": types.DncDncRequestsDocument,
    "\n    mutation DncApprove($input: DncDecisionInput!) {\n      approveDncRequest(input: $input) {\n        ...DncTestDncDecisionResult\n      }\n    }\n  ": types.DncApproveDocument,
    "\n    mutation DncReject($input: DncDecisionInput!) {\n      rejectDncRequest(input: $input) {\n        ...DncTestDncDecisionResult\n      }\n    }\n  ": types.DncRejectDocument,
    "\n          query DncDncRequest($id: ID!) {\n            dncRequest(id: $id) {\n              ...DncTestDncRequest\n            }\n          }\n        ": types.DncDncRequestDocument,
    "\n            query DncDncRequest2 {\n              dncRequest(id: \"999999\") {\n                id\n              }\n            }\n          ": types.DncDncRequest2Document,
    "\n            mutation DncApproveAllPendingDncRequests {\n              approveAllPendingDncRequests(input: { handlerNote: \"All fine\" }) {\n                approvedCount\n              }\n            }\n          ": types.DncApproveAllPendingDncRequestsDocument,
    "\n          mutation DncApproveAllPendingDncRequests2 {\n            approveAllPendingDncRequests(input: { handlerNote: \"\" }) {\n              approvedCount\n            }\n          }\n        ": types.DncApproveAllPendingDncRequests2Document,
    "\n          query DncDncTabCounts2 {\n            dncTabCounts {\n              tab\n              count\n            }\n          }\n        ": types.DncDncTabCounts2Document,
    "\n          mutation DncApproveAllPendingDncRequests3 {\n            approveAllPendingDncRequests(input: { handlerNote: \"Bulk review done\", approvalType: OM }) {\n              approvedCount\n              requests {\n                id\n                approved\n                tab\n                member {\n                  id\n                  fullName\n                }\n              }\n              tabCounts {\n                tab\n                count\n              }\n            }\n          }\n        ": types.DncApproveAllPendingDncRequests3Document,
    "\n        query EmployeesAssignmentTypes {\n          assignmentTypes {\n            id\n          }\n        }\n      ": types.EmployeesAssignmentTypesDocument,
    "\n  fragment EmployeesTestEmployee on Employee {\n    id\n    fullName\n    firstName\n    lastName\n    email\n    title\n    npi\n    archived\n    marketAssignments {\n      id\n      officeId\n      office {\n        id\n        name\n      }\n      assignmentTypeId\n      assignmentType {\n        id\n        name\n        shortName\n        level\n      }\n      employeeId\n      activeDt\n      inactiveDt\n    }\n  }\n": types.EmployeesTestEmployeeFragmentDoc,
    "\n          query EmployeesEmployees($t: [ID!]) {\n            employees(assignmentTypeIds: $t) {\n              ...EmployeesTestEmployee\n            }\n          }\n        ": types.EmployeesEmployeesDocument,
    "\n          query EmployeesEmployees2($t: String) {\n            employees(title: $t) {\n              title\n            }\n          }\n        ": types.EmployeesEmployees2Document,
    "\n          query EmployeesEmployees3 {\n            employees(onlyProviders: true) {\n              id\n            }\n          }\n        ": types.EmployeesEmployees3Document,
    "\n          query EmployeesEmployees4 {\n            employees {\n              id\n            }\n          }\n        ": types.EmployeesEmployees4Document,
    "\n          query EmployeesEmployeeFields($id: ID!) {\n            employee(id: $id) {\n              ...EmployeesTestEmployee\n            }\n            missing: employee(id: \"999999999\") {\n              id\n            }\n          }\n        ": types.EmployeesEmployeeFieldsDocument,
    "\n            query EmployeesEmployee {\n              employee(id: \"x1\") {\n                id\n              }\n            }\n          ": types.EmployeesEmployeeDocument,
    "\n      query EmployeesEmployees5($t: [ID!]) {\n        employees(assignmentTypeIds: $t) {\n          id\n        }\n      }\n    ": types.EmployeesEmployees5Document,
    "\n            query EmployeesEmployees6 {\n              employees {\n                id\n              }\n            }\n          ": types.EmployeesEmployees6Document,
    "\n          query EmployeesAssignmentTypes2 {\n            assignmentTypes {\n              id\n              name\n              shortName\n              level\n              active\n            }\n          }\n        ": types.EmployeesAssignmentTypes2Document,
    "\n            query EmployeesAssignmentTypes3 {\n              assignmentTypes {\n                id\n              }\n            }\n          ": types.EmployeesAssignmentTypes3Document,
    "\n            query EmployeesAssignmentTypes4 {\n              assignmentTypes(includeInactive: true) {\n                id\n                active\n              }\n            }\n          ": types.EmployeesAssignmentTypes4Document,
    "\n    query EmployeesEmployees7($t: [ID!]) {\n      employees(assignmentTypeIds: $t) {\n        id\n        marketAssignments {\n          office {\n            name\n          }\n          assignmentType {\n            name\n          }\n        }\n      }\n    }\n  ": types.EmployeesEmployees7Document,
    "\n  fragment FilesTestFile on DataFile {\n    id\n    name\n    receivedDate\n    storageLocation\n    erroredBucket\n    size\n    downloadPath\n    source {\n      id\n      name\n    }\n    category {\n      id\n      name\n      adhoc\n    }\n    type {\n      id\n      regex\n      destinations {\n        id\n        name\n      }\n    }\n    viewerCan {\n      addCategory {\n        allowed\n        reason\n      }\n      addFileType {\n        allowed\n        reason\n      }\n      send {\n        allowed\n      }\n      download {\n        allowed\n      }\n    }\n  }\n": types.FilesTestFileFragmentDoc,
    "\n  fragment FilesTestFileDetails on DataFile {\n    ...FilesTestFile\n    jobs {\n      id\n      action\n      destination {\n        id\n        name\n      }\n      timestamp\n      status\n    }\n    sendDestinations {\n      id\n      name\n      storageFolder\n    }\n  }\n": types.FilesTestFileDetailsFragmentDoc,
    "\n  fragment FilesTestFileType on FileType {\n    id\n    regex\n    source {\n      id\n    }\n    category {\n      id\n    }\n    destinations {\n      id\n      name\n    }\n  }\n": types.FilesTestFileTypeFragmentDoc,
    "\n  query FilesFileDashboardSources {\n    fileDashboardSources {\n      id\n      name\n      displayOnDashboard\n      storageFolder\n      payer {\n        id\n        name\n      }\n    }\n  }\n": types.FilesFileDashboardSourcesDocument,
    "\n  query FilesFiles($sourceId: ID, $search: String, $uncategorized: Boolean, $sort: [DataFileSort!], $skip: Int, $take: Int) {\n    files(sourceId: $sourceId, search: $search, uncategorized: $uncategorized, sort: $sort, skip: $skip, take: $take) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n      }\n      nodes {\n        ...FilesTestFile\n        jobs {\n          id\n          action\n        }\n      }\n    }\n  }\n": types.FilesFilesDocument,
    "\n  query FilesFile($id: ID!) {\n    file(id: $id) {\n      ...FilesTestFileDetails\n    }\n  }\n": types.FilesFileDocument,
    "\n  query FilesUncategorizedFileCount {\n    uncategorizedFileCount\n  }\n": types.FilesUncategorizedFileCountDocument,
    "\n  query FilesErroredFileBuckets($bucket: String, $take: Int) {\n    erroredFileBuckets\n    erroredFiles(bucket: $bucket, take: $take) {\n      totalCount\n      pageInfo {\n        hasNextPage\n      }\n      nodes {\n        id\n        name\n        erroredBucket\n        storageLocation\n      }\n    }\n  }\n": types.FilesErroredFileBucketsDocument,
    "\n  mutation FilesCategorizeFile($input: CategorizeFileInput!) {\n    categorizeFile(input: $input) {\n      uncategorizedFileCount\n      pattern {\n        id\n        regex\n        category {\n          id\n          name\n        }\n        source {\n          id\n          name\n        }\n      }\n      files {\n        ...FilesTestFileDetails\n      }\n    }\n  }\n": types.FilesCategorizeFileDocument,
    "\n  mutation FilesCreateFileType($input: CreateFileTypeInput!) {\n    createFileType(input: $input) {\n      type {\n        ...FilesTestFileType\n      }\n      files {\n        id\n        type {\n          id\n          regex\n        }\n      }\n    }\n  }\n": types.FilesCreateFileTypeDocument,
    "\n  mutation FilesUpdateFileType($id: ID!, $input: UpdateFileTypeInput!) {\n    updateFileType(id: $id, input: $input) {\n      ...FilesTestFileType\n    }\n  }\n": types.FilesUpdateFileTypeDocument,
    "\n  mutation FilesUpdateCategoryPattern($id: ID!, $input: UpdateCategoryPatternInput!) {\n    updateCategoryPattern(id: $id, input: $input) {\n      id\n      regex\n      category {\n        id\n      }\n      source {\n        id\n      }\n    }\n  }\n": types.FilesUpdateCategoryPatternDocument,
    "\n  mutation FilesAddFileSource($input: AddFileSourceInput!) {\n    addFileSource(input: $input) {\n      id\n      name\n      payer {\n        id\n        name\n      }\n      displayOnDashboard\n      storageFolder\n      viewerCan {\n        edit {\n          allowed\n        }\n      }\n    }\n  }\n": types.FilesAddFileSourceDocument,
    "\n  mutation FilesUpdateFileSource($id: ID!, $input: UpdateFileSourceInput!) {\n    updateFileSource(id: $id, input: $input) {\n      id\n      name\n      payer {\n        id\n      }\n      displayOnDashboard\n      storageFolder\n    }\n  }\n": types.FilesUpdateFileSourceDocument,
    "\n  mutation FilesSendFileToSource($fileId: ID!, $destinationId: ID!) {\n    sendFileToSource(fileId: $fileId, destinationId: $destinationId) {\n      file {\n        id\n        jobs {\n          id\n          action\n          destination {\n            id\n            name\n          }\n          status\n        }\n      }\n      delivered {\n        ...FilesTestFile\n      }\n      job {\n        id\n        action\n        destination {\n          id\n          name\n        }\n        status\n      }\n    }\n  }\n": types.FilesSendFileToSourceDocument,
    "\n  query FilesViewer {\n    viewer {\n      can {\n        viewFileAdminSections {\n          allowed\n          reason\n        }\n        categorizeFiles {\n          allowed\n          reason\n        }\n        createFileTypes {\n          allowed\n        }\n        editFileTypes {\n          allowed\n        }\n        editFileSources {\n          allowed\n        }\n        addFileSource {\n          allowed\n        }\n        sendFiles {\n          allowed\n        }\n        downloadFiles {\n          allowed\n        }\n      }\n    }\n  }\n": types.FilesViewerDocument,
    "\n        query FilesCategoryConfigIds {\n          categoryConfigs {\n            id\n          }\n        }\n      ": types.FilesCategoryConfigIdsDocument,
    "\n        query FilesTypeConfigIds {\n          typeConfigs {\n            id\n          }\n        }\n      ": types.FilesTypeConfigIdsDocument,
    "\n        query FilesErroredBuckets {\n          erroredFileBuckets\n        }\n      ": types.FilesErroredBucketsDocument,
    "\n          query FilesFilesMatchingPattern($p: String!) {\n            filesMatchingPattern(pattern: $p, take: 5) {\n              totalCount\n              pageInfo {\n                hasNextPage\n                hasPreviousPage\n              }\n              nodes {\n                name\n              }\n            }\n          }\n        ": types.FilesFilesMatchingPatternDocument,
    "\n  query GeographyAddressSuggestions($input: String!) {\n    addressSuggestions(input: $input) {\n      placeId\n      description\n      mainText\n      secondaryText\n    }\n  }\n": types.GeographyAddressSuggestionsDocument,
    "\n  query GeographyResolvedAddress($placeId: ID!) {\n    resolvedAddress(placeId: $placeId) {\n      placeId\n      formattedAddress\n      street\n      city\n      state\n      zip\n      county\n      country\n      lat\n      lng\n    }\n  }\n": types.GeographyResolvedAddressDocument,
    "\n  query AuditEventsOfRequest($requestId: ID) {\n    auditEvents(requestId: $requestId, take: 10) {\n      nodes {\n        action\n        uid\n        outcome\n        rows\n        targets {\n          key\n          value\n        }\n      }\n    }\n  }\n": types.AuditEventsOfRequestDocument,
    "\n  query HospitalsHospitalFacilities2($m: ID!, $d: Boolean) {\n    hospitalFacilities(marketId: $m, showDeactivated: $d) {\n      ...HospitalsTestFacility\n    }\n  }\n": types.HospitalsHospitalFacilities2Document,
    "\n  mutation HospitalsCreateHospitalFacility($input: CreateHospitalFacilityInput!) {\n    createHospitalFacility(input: $input) {\n      ...HospitalsTestFacilityWithHistory\n    }\n  }\n": types.HospitalsCreateHospitalFacilityDocument,
    "\n  mutation HospitalsUpdateHospitalFacility($id: ID!, $input: UpdateHospitalFacilityInput!) {\n    updateHospitalFacility(id: $id, input: $input) {\n      ...HospitalsTestFacilityWithHistory\n    }\n  }\n": types.HospitalsUpdateHospitalFacilityDocument,
    "\n  mutation HospitalsDeactivateHospitalFacility($id: ID!, $note: String) {\n    deactivateHospitalFacility(id: $id, input: { note: $note }) {\n      ...HospitalsTestFacilityWithHistory\n    }\n  }\n": types.HospitalsDeactivateHospitalFacilityDocument,
    "\n  mutation HospitalsReactivateHospitalFacility($id: ID!, $note: String) {\n    reactivateHospitalFacility(id: $id, input: { note: $note }) {\n      ...HospitalsTestFacilityWithHistory\n    }\n  }\n": types.HospitalsReactivateHospitalFacilityDocument,
    "\n        query HospitalsStates {\n          states {\n            abbrev\n          }\n        }\n      ": types.HospitalsStatesDocument,
    "\n  fragment HospitalsTestFacility on HospitalFacility {\n    id\n    facilityId\n    facilityName\n    address\n    street\n    city\n    state\n    zip\n    npi\n    active\n    deactivatedDt\n    marketId\n    market {\n      id\n      name\n    }\n    lastUpdatedBy {\n      id\n      fullName\n    }\n    lastUpdatedDate\n    totalMemberAdmissions\n    communityEngagementSpecialists {\n      id\n      firstName\n      lastName\n      shortName\n    }\n    viewerCan {\n      edit {\n        allowed\n        reason\n      }\n    }\n  }\n": types.HospitalsTestFacilityFragmentDoc,
    "\n  fragment HospitalsTestFacilityWithHistory on HospitalFacility {\n    ...HospitalsTestFacility\n    history {\n      id\n      entries {\n        id\n        facilityName\n        address\n        active\n        assignedCESs\n        deactivatedDt\n        updatedDt\n        updatedBy {\n          id\n          fullName\n        }\n        note\n      }\n    }\n  }\n": types.HospitalsTestFacilityWithHistoryFragmentDoc,
    "\n          query HospitalsHospitalFacilities($m: ID!) {\n            hospitalFacilities(marketId: $m) {\n              id\n              facilityName\n              active\n              totalMemberAdmissions\n              communityEngagementSpecialists {\n                id\n                shortName\n              }\n            }\n          }\n        ": types.HospitalsHospitalFacilitiesDocument,
    "\n          query HospitalsCommunityEngagementSpecialists($m: ID!) {\n            communityEngagementSpecialists(marketId: $m) {\n              id\n              shortName\n              lastName\n            }\n          }\n        ": types.HospitalsCommunityEngagementSpecialistsDocument,
    "\n      query HospitalsViewer($m: ID!) {\n        viewer {\n          can {\n            addHospitalFacility {\n              allowed\n              reason\n            }\n          }\n        }\n        hospitalFacilities(marketId: $m) {\n          viewerCan {\n            edit {\n              allowed\n              reason\n            }\n          }\n        }\n      }\n    ": types.HospitalsViewerDocument,
    "\n          query HospitalsHospitalFacilityHistory($id: ID!) {\n            hospitalFacilityHistory(facilityId: $id) {\n              id\n              entries {\n                note\n              }\n            }\n          }\n        ": types.HospitalsHospitalFacilityHistoryDocument,
    "\n  fragment LookupsTestEmployeeName on Employee {\n    id\n    fullName\n    firstName\n    lastName\n  }\n": types.LookupsTestEmployeeNameFragmentDoc,
    "\n  query LookupsClosestOffices($lat: Float!, $lng: Float!, $count: Int) {\n    closestOffices(lat: $lat, lng: $lng, count: $count) {\n      distance\n      office {\n        id\n        name\n        commonName\n        eligibleMembers\n        engagedMembers\n        market {\n          id\n          name\n        }\n      }\n      node {\n        id\n        address\n        lat\n        lng\n      }\n      apps {\n        ...LookupsTestEmployeeName\n      }\n      backup1 {\n        ...LookupsTestEmployeeName\n      }\n      backup2 {\n        ...LookupsTestEmployeeName\n      }\n      backup3 {\n        ...LookupsTestEmployeeName\n      }\n      iapps {\n        ...LookupsTestEmployeeName\n      }\n      cess {\n        ...LookupsTestEmployeeName\n      }\n    }\n  }\n": types.LookupsClosestOfficesDocument,
    "\n  query LookupsResolvedAddress($placeId: ID!) {\n    resolvedAddress(placeId: $placeId) {\n      placeId\n      county\n      state\n      zip\n      countyActive\n      timeRestricted\n    }\n  }\n": types.LookupsResolvedAddressDocument,
    "\n  query LookupsAddressSuggestions($input: String!) {\n    addressSuggestions(input: $input) {\n      placeId\n      mainText\n      secondaryText\n    }\n  }\n": types.LookupsAddressSuggestionsDocument,
    "\n  query LookupsMembersNearAddress($input: MemberProximityInput!) {\n    membersNearAddress(input: $input) {\n      distance\n      lat\n      lng\n      highNeeds\n      highNeedsCriteria\n      disengaged\n      dnc\n      visitScheduled\n      cancerIndicated\n      behavioralHealth\n      outOfRange\n      lastAdmit\n      recentErVisit\n      lastDropIn\n      lastVisit\n      member {\n        id\n        aaneelId\n        memberId\n        fullName\n        engaged\n      }\n    }\n  }\n": types.LookupsMembersNearAddressDocument,
    "\n      query LookupsMembersNearAddress2($input: MemberProximityInput!) {\n        membersNearAddress(input: $input) {\n          distance\n          highNeedsCriteria\n          lastDropIn\n          lastVisit\n          member {\n            id\n            memberId\n            fullName\n            address1\n            city\n            state\n            zip\n            payer {\n              id\n              name\n            }\n            office {\n              id\n              name\n            }\n          }\n        }\n      }\n    ": types.LookupsMembersNearAddress2Document,
    "\n        query MarketAssignmentsMarkets {\n          markets {\n            id\n          }\n        }\n      ": types.MarketAssignmentsMarketsDocument,
    "\n  fragment MarketAssignmentsTestMarketAssignment on MarketAssignment {\n    id\n    officeId\n    assignmentTypeId\n    employeeId\n    activeDt\n    inactiveDt\n    employee {\n      id\n      firstName\n      lastName\n    }\n  }\n": types.MarketAssignmentsTestMarketAssignmentFragmentDoc,
    "\n  query MarketAssignmentsMarketAssignmentTable($m: ID!) {\n    marketAssignmentTable(marketId: $m) {\n      id\n      market {\n        id\n        name\n      }\n      regionalVicePresident {\n        ...MarketAssignmentsTestMarketAssignment\n      }\n      seniorMedicalOfficer {\n        ...MarketAssignmentsTestMarketAssignment\n      }\n      auditorEducator {\n        ...MarketAssignmentsTestMarketAssignment\n      }\n      viewerCan {\n        change {\n          allowed\n          reason\n        }\n      }\n      rows {\n        id\n        communityName\n        office {\n          id\n          name\n          active\n        }\n        assignments {\n          ...MarketAssignmentsTestMarketAssignment\n        }\n      }\n    }\n  }\n": types.MarketAssignmentsMarketAssignmentTableDocument,
    "\n  mutation MarketAssignmentsChangeAssignment($input: ChangeAssignmentInput!) {\n    changeAssignment(input: $input) {\n      assigned {\n        ...MarketAssignmentsTestMarketAssignment\n      }\n      ended {\n        ...MarketAssignmentsTestMarketAssignment\n      }\n      table {\n        id\n        regionalVicePresident {\n          ...MarketAssignmentsTestMarketAssignment\n        }\n        seniorMedicalOfficer {\n          ...MarketAssignmentsTestMarketAssignment\n        }\n        auditorEducator {\n          ...MarketAssignmentsTestMarketAssignment\n        }\n        marketLevelHistory {\n          ...MarketAssignmentsTestMarketAssignment\n        }\n      }\n      rows {\n        id\n        assignments {\n          ...MarketAssignmentsTestMarketAssignment\n        }\n        history {\n          ...MarketAssignmentsTestMarketAssignment\n        }\n      }\n      clinician {\n        id\n        collaboratingPhysician {\n          id\n          employee {\n            id\n          }\n        }\n        designatedPhysician {\n          id\n          employee {\n            id\n          }\n        }\n        history {\n          id\n          employee {\n            id\n          }\n          inactiveDt\n        }\n      }\n    }\n  }\n": types.MarketAssignmentsChangeAssignmentDocument,
    "\n          query MarketAssignmentsNeighborhoodAssignments($o: ID!) {\n            neighborhoodAssignments(officeId: $o) {\n              id\n              history {\n                ...MarketAssignmentsTestMarketAssignment\n              }\n            }\n          }\n        ": types.MarketAssignmentsNeighborhoodAssignmentsDocument,
    "\n          query MarketAssignmentsClinicianAssignments {\n            clinicianAssignments {\n              id\n              clinician {\n                id\n                lastName\n              }\n              market {\n                id\n              }\n              physiciansRequired\n              collaboratingPhysician {\n                id\n                employee {\n                  id\n                }\n              }\n              designatedPhysician {\n                id\n              }\n            }\n          }\n        ": types.MarketAssignmentsClinicianAssignmentsDocument,
    "\n      query MarketAssignmentsDncRequest($id: ID!) {\n        dncRequest(id: $id) {\n          id\n          viewerCan {\n            decide {\n              allowed\n              reason\n            }\n          }\n        }\n      }\n    ": types.MarketAssignmentsDncRequestDocument,
    "\n      query MarketAssignmentsDncRequests {\n        dncRequests(tab: CD, mine: true, take: 160) {\n          nodes {\n            id\n          }\n        }\n      }\n    ": types.MarketAssignmentsDncRequestsDocument,
    "\n        query MarketsStates {\n          states {\n            abbrev\n          }\n        }\n      ": types.MarketsStatesDocument,
    "\n  fragment MarketsTestMarketColumns on Market {\n    id\n    name\n    officePrefix\n    active\n    address\n    city\n    stateAbbrev\n    zipCode\n    phone\n    faxDriveEmail\n    faxDriveId\n    quantaFloDriveId\n  }\n": types.MarketsTestMarketColumnsFragmentDoc,
    "\n          query MarketsMarkets {\n            markets {\n              ...MarketsTestMarketColumns\n              state {\n                abbrev\n                name\n              }\n            }\n          }\n        ": types.MarketsMarketsDocument,
    "\n          query MarketsMarkets2 {\n            markets(includeHidden: true) {\n              id\n            }\n          }\n        ": types.MarketsMarkets2Document,
    "\n          query MarketsMarket($id: ID!) {\n            market(id: $id) {\n              id\n              name\n            }\n            missing: market(id: \"123456789\") {\n              id\n            }\n          }\n        ": types.MarketsMarketDocument,
    "\n        query MarketsMarket2 {\n          market(id: \"abc\") {\n            id\n          }\n        }\n      ": types.MarketsMarket2Document,
    "\n        query MarketsMarkets3 {\n          markets {\n            id\n          }\n        }\n      ": types.MarketsMarkets3Document,
    "\n          query MarketsStates2($m: ID) {\n            states {\n              abbrev\n              name\n              lat\n              lng\n              zoom\n            }\n            marketPlans(marketId: $m) {\n              marketId\n              planId\n              market\n              plan\n            }\n            all: marketPlans {\n              marketId\n            }\n          }\n        ": types.MarketsStates2Document,
    "\n      query MarketsViewerCan($id: ID!) {\n        market(id: $id) {\n          viewerCan {\n            update\n          }\n        }\n      }\n    ": types.MarketsViewerCanDocument,
    "\n      query MarketsOffices($m: ID, $c: Boolean) {\n        offices(marketId: $m, includeCommunities: $c) {\n          id\n          name\n          marketId\n          communityId\n          isCommunity\n          active\n          outreaching\n          deleted\n          eligibleMembers\n          engagedMembers\n          officeNodes {\n            id\n            address\n            lat\n            lng\n            addedDt\n          }\n        }\n      }\n    ": types.MarketsOfficesDocument,
    "\n          query MarketsOfficeCommunities($m: ID) {\n            offices(marketId: $m) {\n              communityId\n            }\n          }\n        ": types.MarketsOfficeCommunitiesDocument,
    "\n          query MarketsOffices2($c: String) {\n            offices(community: $c) {\n              communityId\n              name\n            }\n          }\n        ": types.MarketsOffices2Document,
    "\n          query MarketsOffice($id: ID!) {\n            office(id: $id) {\n              id\n              name\n              market {\n                id\n              }\n            }\n            missing: office(id: \"987654321\") {\n              id\n            }\n          }\n        ": types.MarketsOfficeDocument,
    "\n          query MarketsMarketOffices($id: ID!) {\n            market(id: $id) {\n              offices {\n                id\n              }\n            }\n          }\n        ": types.MarketsMarketOfficesDocument,
    "\n          query MarketsMarkets4 {\n            markets(includeHidden: true) {\n              offices {\n                id\n                name\n              }\n            }\n          }\n        ": types.MarketsMarkets4Document,
    "\n          query MarketsOffices3 {\n            offices {\n              id\n              market {\n                name\n              }\n            }\n          }\n        ": types.MarketsOffices3Document,
    "\n    mutation MarketsUpdateMarket($id: ID!, $input: UpdateMarketInput!) {\n      updateMarket(id: $id, input: $input) {\n        ...MarketsTestMarketColumns\n        viewerCan {\n          update\n        }\n      }\n    }\n  ": types.MarketsUpdateMarketDocument,
    "\n          query MarketsMarketFields($id: ID!) {\n            market(id: $id) {\n              ...MarketsTestMarketColumns\n            }\n          }\n        ": types.MarketsMarketFieldsDocument,
    "\n  query MedicalRecordsMedicalRecordRequests {\n    medicalRecordRequests {\n      id\n      requestedBy\n      requestedAt\n      ccdXml\n      ccdPdf\n      progNote\n      justAaneel\n      membersRequested\n      filesLoaded\n      filesProcessed\n      status\n      finishedAt\n      extractPath\n    }\n    viewer {\n      can {\n        requestMedicalRecords {\n          allowed\n          reason\n        }\n      }\n    }\n  }\n": types.MedicalRecordsMedicalRecordRequestsDocument,
    "\n          query MedicalRecordsMedicalRecordRequests2 {\n            medicalRecordRequests {\n              id\n            }\n          }\n        ": types.MedicalRecordsMedicalRecordRequests2Document,
    "\n          query MedicalRecordsViewer {\n            viewer {\n              can {\n                requestMedicalRecords {\n                  allowed\n                  reason\n                }\n              }\n            }\n          }\n        ": types.MedicalRecordsViewerDocument,
    "\n  fragment MemberRecordTestCard on MemberRecord {\n    id\n    aaneelId\n    firstName\n    lastName\n    fullName\n    dateOfBirth\n    birthdaySoon\n    gender\n    memberId\n    mbi\n    payerName\n    planName\n    homePhone\n    activeAddress\n    marketId\n    marketName\n    officeId\n    officeName\n    communityId\n    app {\n      id\n      fullName\n    }\n    pcc {\n      id\n      fullName\n    }\n    weather\n    insuranceGroup\n    pcpName\n    clinicalGroup\n    eligible\n    engaged\n    engagedAt\n    eligibilityLabel\n    termDate\n    termReason {\n      id\n      name\n    }\n    deceasedDate\n    pendingTransition\n    pendingDnc\n    dnc\n    dropInIneligible\n    headerTone\n    recentAdmission\n    lastRedBoxErrorAt\n    riskType {\n      id\n      name\n    }\n    viewerCan {\n      term {\n        allowed\n        reason\n      }\n      returnEligible {\n        allowed\n        reason\n      }\n      requestDnc {\n        allowed\n        reason\n      }\n      removeDnc {\n        allowed\n        reason\n      }\n      skipDncReview\n      revokeDropIn {\n        allowed\n        reason\n      }\n      restoreDropIn {\n        allowed\n        reason\n      }\n      changeOffice {\n        allowed\n        reason\n      }\n      changeOfficeAnyMarket\n      reportRedBoxError {\n        allowed\n        reason\n      }\n      setContactValidity {\n        allowed\n        reason\n      }\n      sendEligibilityInquiry {\n        allowed\n        reason\n      }\n      termReasons {\n        id\n        name\n      }\n      transitionPlanReasonIds\n    }\n  }\n": types.MemberRecordTestCardFragmentDoc,
    "\n  fragment MemberRecordTestResult on MemberActionResult {\n    member {\n      ...MemberRecordTestCard\n    }\n    eligibilityChange {\n      id\n      changeType\n      status\n      memberId\n      termReason {\n        id\n      }\n      tab\n      member {\n        id\n        aaneelId\n        fullName\n        officeId\n      }\n      changeLog {\n        statusChangedTo\n      }\n      assignedEmployees {\n        id\n        fullName\n      }\n      viewerIsAssigned\n      viewerCan {\n        approve\n        reject\n        update\n        cancel\n      }\n    }\n    dncRequest {\n      id\n      approvalType\n      approved\n      isReturn\n      reasonId\n      tab\n      member {\n        id\n        aaneelId\n        fullName\n      }\n      requestedBy {\n        id\n      }\n      assignedEmployees {\n        id\n      }\n      viewerCan {\n        approve\n        reject\n      }\n    }\n    officeTransfer {\n      id\n      status\n      toOffice {\n        id\n      }\n      tab\n      member {\n        id\n        aaneelId\n        fullName\n      }\n      assignedEmployees {\n        id\n      }\n      viewerCan {\n        save\n        approve\n      }\n    }\n    deattributionTabCounts {\n      tab\n      count\n    }\n    dncTabCounts {\n      tab\n      count\n    }\n    transferTabCounts {\n      tab\n      count\n    }\n  }\n": types.MemberRecordTestResultFragmentDoc,
    "\n  query MemberRecordMemberRecord($id: ID!) {\n    memberRecord(id: $id) {\n      ...MemberRecordTestCard\n    }\n  }\n": types.MemberRecordMemberRecordDocument,
    "\n            query MemberRecordDeattributionCounts {\n              deattributionTabCounts {\n                tab\n                count\n              }\n            }\n          ": types.MemberRecordDeattributionCountsDocument,
    "\n            query MemberRecordDncCounts {\n              dncTabCounts {\n                tab\n                count\n              }\n            }\n          ": types.MemberRecordDncCountsDocument,
    "\n            query MemberRecordTransferCounts {\n              transferTabCounts {\n                tab\n                count\n              }\n            }\n          ": types.MemberRecordTransferCountsDocument,
    "\n          query MemberRecordMemberRecord2($id: ID!) {\n            memberRecord(id: $id) {\n              id\n              overview {\n                stratification\n                currentNumberOfMedications\n                recentCancerIndicator\n                recentBhIndicator\n                rafDelta\n                totalRiskEngagedMonths\n                outreachFirstAttemptedAt\n                outreachLastAttemptedAt\n                outreachFirstContactedAt\n                outreachLastContactedAt\n                lastIvVisitDate\n                lastIvVisitStatus\n                disengaged\n                missedVisitNotScheduled\n                acuteAdmitsLastMonth\n                acuteAdmits3Months\n                acuteAdmits12Months\n                erVisitsLastMonth\n                erVisits3Months\n                erVisits12Months\n                ivAvCurrentYear\n                lastAppointmentAt\n                lastAppointmentType\n                nextAppointmentAt\n                nextAppointmentType\n                lastSocialWorkVisitDate\n                lastAdmitDate\n                lastAdmitType\n                psvEligible\n                f2fEligible\n                isEngaged\n                groupName\n                pcpNameFromQuality\n                pcpGroupNameFromQuality\n                marketDesc\n              }\n              officeChanges {\n                id\n                status\n                toOffice {\n                  id\n                  name\n                }\n                fromOffice {\n                  id\n                  name\n                }\n                requestedAt\n              }\n              eligibilityChanges {\n                id\n                changeType\n                status\n                termReason {\n                  id\n                  name\n                }\n              }\n              dropInLogs {\n                id\n                changedAt\n                changedBy {\n                  id\n                  fullName\n                }\n                inEligible\n                reason\n                note\n              }\n              visits {\n                id\n                start\n                visitWith {\n                  id\n                  fullName\n                }\n                visitType\n                status\n              }\n              communications {\n                id\n                at\n                purpose\n                fromPersonName\n                outcome\n                conversation\n                campaignName\n                campaignId\n                byViewer\n              }\n              addresses {\n                id\n                formattedAddress\n                address1\n                city\n                state\n                zip\n                primary\n                active\n                inactiveDate\n              }\n              phoneNumbers {\n                id\n                number\n                type\n                note\n                activeDate\n                updatedAt\n                valid\n              }\n              emails {\n                id\n                address\n                note\n                activeDate\n                valid\n              }\n              census {\n                id\n                admissionDate\n                dischargeDate\n                type\n                servicePlace\n                facilityName\n                attendingDoctorName\n                serviceType\n                note\n              }\n              callListHistory {\n                campaignId\n                campaignName\n                listDate\n                driver\n                points\n                reason\n                poppedAt\n              }\n              dncRequests {\n                id\n                reasonId\n                reason\n                approvalType\n                approved\n                isReturn\n              }\n            }\n          }\n        ": types.MemberRecordMemberRecord2Document,
    "\n        query MemberRecordPhoneTab($id: ID!) {\n          memberRecord(id: $id) {\n            id\n            phoneNumbers {\n              id\n            }\n          }\n        }\n      ": types.MemberRecordPhoneTabDocument,
    "\n        query MemberRecordCensusTab($id: ID!) {\n          memberRecord(id: $id) {\n            id\n            census {\n              id\n            }\n          }\n        }\n      ": types.MemberRecordCensusTabDocument,
    "\n        query MemberRecordCallListTab($id: ID!) {\n          memberRecord(id: $id) {\n            id\n            callListHistory {\n              listDate\n            }\n          }\n        }\n      ": types.MemberRecordCallListTabDocument,
    "\n        query MemberRecordOfficeChangesTab($id: ID!) {\n          memberRecord(id: $id) {\n            id\n            officeChanges {\n              id\n              toOffice {\n                id\n              }\n            }\n          }\n        }\n      ": types.MemberRecordOfficeChangesTabDocument,
    "\n          query MemberRecordMemberRecord3($id: ID!) {\n            memberRecord(id: $id) {\n              communications {\n                campaignId\n                campaignName\n                purpose\n              }\n            }\n          }\n        ": types.MemberRecordMemberRecord3Document,
    "\n          query MemberRecordDropInIneligibleReasons {\n            dropInIneligibleReasons\n            callOutcomes\n          }\n        ": types.MemberRecordDropInIneligibleReasonsDocument,
    "\n          query MemberRecordMemberRecord4($id: ID!) {\n            memberRecord(id: $id) {\n              id\n              fullName\n              headerTone\n              eligibilityLabel\n              birthdaySoon\n            }\n          }\n        ": types.MemberRecordMemberRecord4Document,
    "\n    mutation MemberRecordTermMember($input: MemberTermInput!) {\n      termMember(input: $input) {\n        ...MemberRecordTestResult\n      }\n    }\n  ": types.MemberRecordTermMemberDocument,
    "\n    mutation MemberRecordReturnMemberEligible($input: MemberNoteInput!) {\n      returnMemberEligible(input: $input) {\n        ...MemberRecordTestResult\n      }\n    }\n  ": types.MemberRecordReturnMemberEligibleDocument,
    "\n    mutation MemberRecordRequestMemberDnc($input: MemberDncInput!) {\n      requestMemberDnc(input: $input) {\n        ...MemberRecordTestResult\n      }\n    }\n  ": types.MemberRecordRequestMemberDncDocument,
    "\n    mutation MemberRecordRemoveMemberDnc($input: MemberNoteInput!) {\n      removeMemberDnc(input: $input) {\n        ...MemberRecordTestResult\n      }\n    }\n  ": types.MemberRecordRemoveMemberDncDocument,
    "\n    mutation MemberRecordRevokeMemberDropIn($input: MemberDropInRevokeInput!) {\n      revokeMemberDropIn(input: $input) {\n        ...MemberRecordTestResult\n      }\n    }\n  ": types.MemberRecordRevokeMemberDropInDocument,
    "\n    mutation MemberRecordRestoreMemberDropIn($input: MemberNoteInput!) {\n      restoreMemberDropIn(input: $input) {\n        ...MemberRecordTestResult\n      }\n    }\n  ": types.MemberRecordRestoreMemberDropInDocument,
    "\n    mutation MemberRecordChangeMemberOffice($input: MemberOfficeChangeInput!) {\n      changeMemberOffice(input: $input) {\n        ...MemberRecordTestResult\n      }\n    }\n  ": types.MemberRecordChangeMemberOfficeDocument,
    "\n    mutation MemberRecordReportRedBoxError($id: ID!) {\n      reportRedBoxError(memberId: $id) {\n        ...MemberRecordTestResult\n      }\n    }\n  ": types.MemberRecordReportRedBoxErrorDocument,
    "\n    mutation MemberRecordSetPhoneValidity($input: ContactValidityInput!) {\n      setPhoneValidity(input: $input) {\n        id\n        valid\n      }\n    }\n  ": types.MemberRecordSetPhoneValidityDocument,
    "\n    mutation MemberRecordSetEmailValidity($input: ContactValidityInput!) {\n      setEmailValidity(input: $input) {\n        id\n        valid\n      }\n    }\n  ": types.MemberRecordSetEmailValidityDocument,
    "\n    mutation MemberRecordSendEligibilityInquiry($input: EligibilityInquiryInput!) {\n      sendEligibilityInquiry(input: $input) {\n        ticketNumber\n      }\n    }\n  ": types.MemberRecordSendEligibilityInquiryDocument,
    "\n    mutation MemberRecordLogCallOutcome($input: CallOutcomeInput!) {\n      logCallOutcome(input: $input) {\n        id\n        outcome\n        conversation\n        byViewer\n      }\n    }\n  ": types.MemberRecordLogCallOutcomeDocument,
    "\n          query MemberRecordMemberRecord5($id: ID!) {\n            memberRecord(id: $id) {\n              dropInLogs {\n                inEligible\n                reason\n                note\n              }\n            }\n          }\n        ": types.MemberRecordMemberRecord5Document,
    "\n          query MemberRecordMemberOfficeChoices($id: ID!) {\n            memberOfficeChoices(memberId: $id) {\n              id\n              marketId\n              name\n            }\n          }\n        ": types.MemberRecordMemberOfficeChoicesDocument,
    "\n            query MemberRecordMemberOfficeChoices2($id: ID!) {\n              memberOfficeChoices(memberId: $id) {\n                id\n              }\n            }\n          ": types.MemberRecordMemberOfficeChoices2Document,
    "\n          query MemberRecordOfficeTransfer($id: ID!) {\n            officeTransfer(id: $id) {\n              id\n              tab\n              memberId\n            }\n          }\n        ": types.MemberRecordOfficeTransferDocument,
    "\n        query MembersAddPayers {\n          payers {\n            id\n            name\n          }\n        }\n      ": types.MembersAddPayersDocument,
    "\n  mutation AddMember($input: AddMemberInput!) {\n    addMember(input: $input) {\n      id\n      aaneelId\n    }\n  }\n": types.AddMemberDocument,
    "\n  query MembersAddMemberRecord($id: ID!) {\n    memberRecord(id: $id) {\n      id\n      aaneelId\n      fullName\n      dateOfBirth\n      gender\n      memberId\n      mbi\n      payerName\n      homePhone\n      activeAddress\n      marketId\n      officeId\n      eligible\n      engaged\n      phoneNumbers {\n        number\n        type\n        valid\n      }\n      addresses {\n        formattedAddress\n        address1\n        city\n        state\n        zip\n        primary\n        active\n      }\n      emails {\n        address\n        valid\n      }\n    }\n  }\n": types.MembersAddMemberRecordDocument,
    "\n            query MembersAddViewer {\n              viewer {\n                can {\n                  addMember\n                }\n              }\n            }\n          ": types.MembersAddViewerDocument,
    "\n  query MetricsMetricsOfficeTree($employeeId: ID) {\n    metricsOfficeTree(employeeId: $employeeId) {\n      key\n      kind\n      label\n      officeId\n      children {\n        key\n        kind\n        label\n        officeId\n        children {\n          key\n          kind\n          label\n          officeId\n        }\n      }\n    }\n  }\n": types.MetricsMetricsOfficeTreeDocument,
    "\n  query MetricsMetricsDashboardHeader($employeeId: ID) {\n    metricsDashboardHeader(employeeId: $employeeId) {\n      employeeId\n      showRoleToggle\n      defaultRole\n      canPickTeamMember\n      teamMembers {\n        employeeId\n        fullName\n        defaultRole\n      }\n    }\n  }\n": types.MetricsMetricsDashboardHeaderDocument,
    "\n  query MetricsMetricsDashboard($officeIds: [ID!]!, $role: DashboardRole!, $employeeId: ID) {\n    metricsDashboard(officeIds: $officeIds, role: $role, employeeId: $employeeId) {\n      role\n      actionablePanelSize\n      eligibleMembers\n      hedisGapCount\n      acuity {\n        level\n        count\n        percent\n        color\n      }\n      metrics {\n        id\n        label\n        group\n        value\n        denominator\n        hoverText\n        table\n        viewTarget\n        expansion\n        columns {\n          field\n          key\n          label\n          type\n        }\n      }\n    }\n  }\n": types.MetricsMetricsDashboardDocument,
    "\n  query MetricsMetricRows(\n    $metricId: ID!\n    $officeIds: [ID!]!\n    $role: DashboardRole!\n    $skip: Int\n    $take: Int\n    $sort: [MetricRowSort!]\n    $employeeId: ID\n  ) {\n    metricRows(metricId: $metricId, officeIds: $officeIds, role: $role, skip: $skip, take: $take, sort: $sort, employeeId: $employeeId) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n      }\n      nodes {\n        id\n        memberId\n        aaneelId\n        memberFullName\n        office\n        stratification\n        lastPhqScore\n        currentNumberOfMedications\n        transferOffice\n        admissionDatetime\n        expectedDischargeDate\n        visitDatetime\n        title\n        priority\n        dueDate\n        lastOutcome\n        description\n        highNeedCriteria\n      }\n    }\n  }\n": types.MetricsMetricRowsDocument,
    "\n  query MetricsOneList($officeIds: [ID!]!, $search: String, $metricId: ID, $sort: [MetricRowSort!], $skip: Int, $take: Int) {\n    oneList(officeIds: $officeIds, search: $search, metricId: $metricId, sort: $sort, skip: $skip, take: $take) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n      }\n      nodes {\n        id\n        memberId\n        aaneelId\n        memberFullName\n        office\n      }\n      columns {\n        field\n        key\n        label\n      }\n    }\n  }\n": types.MetricsOneListDocument,
    "\n        query NeighborhoodsStates {\n          states {\n            abbrev\n          }\n        }\n      ": types.NeighborhoodsStatesDocument,
    "\n  fragment NeighborhoodsTestOffice on Office {\n    id\n    name\n    marketId\n    communityId\n    commonName\n    active\n    outreaching\n    isCommunity\n    eligibleMembers\n    engagedMembers\n    staffingGap\n    viewerCan {\n      update {\n        allowed\n        reason\n      }\n    }\n  }\n": types.NeighborhoodsTestOfficeFragmentDoc,
    "\n  mutation NeighborhoodsAddNeighborhood($input: AddNeighborhoodInput!) {\n    addNeighborhood(input: $input) {\n      message\n      offices {\n        ...NeighborhoodsTestOffice\n      }\n    }\n  }\n": types.NeighborhoodsAddNeighborhoodDocument,
    "\n  mutation NeighborhoodsUpdateNeighborhood($id: ID!, $input: UpdateNeighborhoodInput!) {\n    updateNeighborhood(id: $id, input: $input) {\n      message\n      offices {\n        ...NeighborhoodsTestOffice\n        changeLogs {\n          commonName\n          active\n          outreaching\n          updatedBy\n          updatedDt\n        }\n      }\n    }\n  }\n": types.NeighborhoodsUpdateNeighborhoodDocument,
    "\n          query NeighborhoodsOfficeRows($m: ID) {\n            offices(marketId: $m) {\n              ...NeighborhoodsTestOffice\n            }\n          }\n        ": types.NeighborhoodsOfficeRowsDocument,
    "\n      query NeighborhoodsViewerCan($id: ID!) {\n        viewer {\n          can {\n            addNeighborhood {\n              allowed\n              reason\n            }\n          }\n        }\n        office(id: $id) {\n          viewerCan {\n            update {\n              allowed\n              reason\n            }\n          }\n        }\n      }\n    ": types.NeighborhoodsViewerCanDocument,
    "\n          query NeighborhoodsOfficeLogs($id: ID!) {\n            office(id: $id) {\n              changeLogs {\n                commonName\n                active\n                outreaching\n                updatedBy\n                updatedDt\n              }\n              nodeLogs {\n                address\n                addedDt\n                addedBy\n                deactivatedDt\n              }\n            }\n          }\n        ": types.NeighborhoodsOfficeLogsDocument,
    "\n          query NeighborhoodsOfficeNames($m: ID) {\n            offices(marketId: $m) {\n              name\n            }\n          }\n        ": types.NeighborhoodsOfficeNamesDocument,
    "\n        query ProviderDetailsStates {\n          states {\n            abbrev\n          }\n        }\n      ": types.ProviderDetailsStatesDocument,
    "\n  fragment ProviderDetailsTestProviderDetail on ProviderDetail {\n    id\n    employeeId\n    name\n    communities\n    panelSize\n    inRange\n    exclusiveInRange\n    dailyIvLimit\n    ivCount\n    ivOpportunityCount\n    availability\n    maxDistanceFromHB\n    f2FEligible\n    telehealthEligible\n    psvEligible\n    viewerCan {\n      update {\n        allowed\n        reason\n      }\n    }\n  }\n": types.ProviderDetailsTestProviderDetailFragmentDoc,
    "\n  query ProviderDetailsProviderDetails($m: ID!, $s: Date!, $e: Date!) {\n    providerDetails(marketId: $m, start: $s, end: $e) {\n      ...ProviderDetailsTestProviderDetail\n    }\n  }\n": types.ProviderDetailsProviderDetailsDocument,
    "\n  mutation ProviderDetailsUpdateProviderDetails($m: ID!, $s: Date!, $e: Date!, $input: UpdateProviderDetailsInput!) {\n    updateProviderDetails(marketId: $m, start: $s, end: $e, input: $input) {\n      ...ProviderDetailsTestProviderDetail\n    }\n  }\n": types.ProviderDetailsUpdateProviderDetailsDocument,
    "\n  query ProviderDetailsProviderChangeLogs($id: ID!) {\n    providerChangeLogs(employeeId: $id) {\n      id\n      employeeId\n      dailyIvLimit\n      maxDistance\n      f2FEligible\n      telehealthEligible\n      psvEligible\n      updatedDt\n      updatedBy\n    }\n  }\n": types.ProviderDetailsProviderChangeLogsDocument,
    "\n      query ProviderDetailsViewer {\n        viewer {\n          can {\n            seeFullProviderColumns\n          }\n        }\n      }\n    ": types.ProviderDetailsViewerDocument,
    "\n        query ReferenceDataCohorts {\n          cohorts {\n            id\n          }\n        }\n      ": types.ReferenceDataCohortsDocument,
    "\n  fragment ReferenceDataTestContract on Contract {\n    id\n    name\n    status\n    payerId\n    payer {\n      id\n      name\n    }\n    geography\n    riskTypeId\n    riskType {\n      id\n      name\n    }\n    algorithm\n    startDt\n    atRiskDt\n    disabled\n    viewerCan {\n      update {\n        allowed\n        reason\n      }\n      terminate {\n        allowed\n        reason\n      }\n    }\n  }\n": types.ReferenceDataTestContractFragmentDoc,
    "\n  mutation ReferenceDataAddCounty($input: AddCountyInput!) {\n    addCounty(input: $input) {\n      id\n      county\n      stateAbbrev\n    }\n  }\n": types.ReferenceDataAddCountyDocument,
    "\n  mutation ReferenceDataCreateContract($input: ContractInput!) {\n    createContract(input: $input) {\n      ...ReferenceDataTestContract\n    }\n  }\n": types.ReferenceDataCreateContractDocument,
    "\n  mutation ReferenceDataUpdateContract($id: ID!, $input: ContractInput!) {\n    updateContract(id: $id, input: $input) {\n      ...ReferenceDataTestContract\n    }\n  }\n": types.ReferenceDataUpdateContractDocument,
    "\n  mutation ReferenceDataTerminateContract($id: ID!) {\n    terminateContract(id: $id) {\n      ...ReferenceDataTestContract\n    }\n  }\n": types.ReferenceDataTerminateContractDocument,
    "\n          query ReferenceDataCohorts2 {\n            cohorts {\n              id\n              name\n              createdDt\n              memberCount\n              pendingMemberCount\n            }\n          }\n        ": types.ReferenceDataCohorts2Document,
    "\n          query ReferenceDataCohorts3 {\n            cohorts {\n              id\n              memberCount\n              pendingMemberCount\n              createdDt\n            }\n          }\n        ": types.ReferenceDataCohorts3Document,
    "\n          query ReferenceDataCounties {\n            counties {\n              id\n              county\n              stateAbbrev\n            }\n            ga: counties(stateAbbrev: \"GA\") {\n              county\n              stateAbbrev\n            }\n            countyStates {\n              abbrev\n              name\n            }\n          }\n        ": types.ReferenceDataCountiesDocument,
    "\n          query ReferenceDataCounties2 {\n            counties(stateAbbrev: \"GA\") {\n              id\n              county\n            }\n          }\n        ": types.ReferenceDataCounties2Document,
    "\n          query ReferenceDataCounties3 {\n            counties(stateAbbrev: \"GA\") {\n              id\n              county\n            }\n          }\n        ": types.ReferenceDataCounties3Document,
    "\n          query ReferenceDataCounties4 {\n            counties {\n              id\n            }\n          }\n        ": types.ReferenceDataCounties4Document,
    "\n      query ReferenceDataViewer {\n        viewer {\n          can {\n            addCounty {\n              allowed\n              reason\n            }\n            addContract {\n              allowed\n              reason\n            }\n          }\n        }\n      }\n    ": types.ReferenceDataViewerDocument,
    "\n          query ReferenceDataContracts {\n            contracts {\n              ...ReferenceDataTestContract\n            }\n          }\n        ": types.ReferenceDataContractsDocument,
    "\n          query ReferenceDataPayers {\n            payers {\n              id\n              name\n              selfPay\n            }\n            riskTypes {\n              id\n              name\n            }\n          }\n        ": types.ReferenceDataPayersDocument,
    "\n            query ReportsViewer {\n              viewer {\n                can {\n                  runMarketMembersExport {\n                    allowed\n                    reason\n                  }\n                }\n              }\n            }\n          ": types.ReportsViewerDocument,
    "\n  mutation SupportCreateSupportTicket($input: SupportTicketInput!) {\n    createSupportTicket(input: $input) {\n      id\n    }\n  }\n": types.SupportCreateSupportTicketDocument,
    "\n        query TerritoryStates {\n          states {\n            abbrev\n          }\n        }\n      ": types.TerritoryStatesDocument,
    "\n  query TerritoryMemberPoints($m: ID!, $o: ID, $e: EngagementFilter) {\n    memberPoints(marketId: $m, officeId: $o, engagement: $e) {\n      memberId\n      aaneelId\n      lat\n      lng\n      officeId\n      office\n      engaged\n      nhZone\n    }\n  }\n": types.TerritoryMemberPointsDocument,
    "\n  query TerritoryMarketHexes($m: ID!, $l: Int!) {\n    marketHexes(marketId: $m, layer: $l) {\n      hex\n      count\n    }\n  }\n": types.TerritoryMarketHexesDocument,
    "\n  query TerritoryHexMemberCount($l: Int!, $h: [ID!]!) {\n    hexMemberCount(layer: $l, hexes: $h)\n  }\n": types.TerritoryHexMemberCountDocument,
    "\n  query TerritoryTerritoryCapabilities {\n    territoryCapabilities {\n      hexModes {\n        allowed\n        reason\n      }\n    }\n  }\n": types.TerritoryTerritoryCapabilitiesDocument,
    "\n  query TerritoryMemberHomes($m: ID!, $o: ID, $e: EngagementFilter) {\n    memberHomes(marketId: $m, officeId: $o, engagement: $e) {\n      count\n      memberIds\n      aaneelIds\n      lats\n      lngs\n      officeIndexes\n      engaged\n      offices {\n        officeId\n        name\n        nhZone\n      }\n    }\n  }\n": types.TerritoryMemberHomesDocument,
    "\n        query TransfersTransferTabCounts {\n          transferTabCounts {\n            tab\n            count\n          }\n        }\n      ": types.TransfersTransferTabCountsDocument,
    "\n  fragment TransfersTestOfficeTransfer on OfficeTransfer {\n    id\n    memberId\n    note\n    requestedAt\n    effectiveDate\n    status\n    changeStatus\n    statusChangedAt\n    transitionNotes\n    chartReview\n    medReview\n    acuityLevel\n    transferType\n    processed\n    processedAt\n    error\n    tab\n    member {\n      id\n      fullName\n      dateOfBirth\n      officeId\n      officeName\n      communityId\n      marketId\n    }\n    toOffice {\n      id\n      name\n      communityId\n      marketId\n    }\n    fromOffice {\n      id\n      name\n    }\n    requestedBy {\n      id\n      fullName\n    }\n    assignedEmployees {\n      id\n      fullName\n    }\n    viewerCan {\n      save\n      approve\n      reject\n      acknowledge\n    }\n  }\n": types.TransfersTestOfficeTransferFragmentDoc,
    "\n  fragment TransfersTestOfficeTransferResult on OfficeTransferResult {\n    transfer {\n      ...TransfersTestOfficeTransfer\n    }\n    message\n    tabCounts {\n      tab\n      count\n    }\n  }\n": types.TransfersTestOfficeTransferResultFragmentDoc,
    "\n  query TransfersOfficeTransfers(\n    $tab: TransferTab!\n    $filters: [OfficeTransferFilter!]\n    $sort: [OfficeTransferSort!]\n    $skip: Int\n    $take: Int\n  ) {\n    officeTransfers(tab: $tab, filters: $filters, sort: $sort, skip: $skip, take: $take) {\n      totalCount\n      nodes {\n        ...TransfersTestOfficeTransfer\n      }\n    }\n  }\n": types.TransfersOfficeTransfersDocument,
    "\n    mutation TransfersSave($input: OfficeTransferInput!) {\n      saveOfficeTransfer(input: $input) {\n        ...TransfersTestOfficeTransferResult\n      }\n    }\n  ": types.TransfersSaveDocument,
    "\n    mutation TransfersApprove($input: OfficeTransferInput!) {\n      approveOfficeTransfer(input: $input) {\n        ...TransfersTestOfficeTransferResult\n      }\n    }\n  ": types.TransfersApproveDocument,
    "\n    mutation TransfersReject($input: OfficeTransferInput!) {\n      rejectOfficeTransfer(input: $input) {\n        ...TransfersTestOfficeTransferResult\n      }\n    }\n  ": types.TransfersRejectDocument,
    "\n    mutation TransfersAcknowledge($input: OfficeTransferInput!) {\n      acknowledgeOfficeTransfer(input: $input) {\n        ...TransfersTestOfficeTransferResult\n      }\n    }\n  ": types.TransfersAcknowledgeDocument,
    "\n          query TransfersTransferTypes {\n            transferTypes {\n              value\n              label\n            }\n          }\n        ": types.TransfersTransferTypesDocument,
    "\n          query TransfersTransferTabCounts2 {\n            transferTabCounts {\n              tab\n              count\n            }\n          }\n        ": types.TransfersTransferTabCounts2Document,
    "\n          query TransfersOfficeTransfer($id: ID!) {\n            officeTransfer(id: $id) {\n              ...TransfersTestOfficeTransfer\n            }\n          }\n        ": types.TransfersOfficeTransferDocument,
    "\n            query TransfersOfficeTransfer2 {\n              officeTransfer(id: \"999999\") {\n                id\n              }\n            }\n          ": types.TransfersOfficeTransfer2Document,
    "\n        query AmplificationMarkets {\n          markets {\n            id\n          }\n        }\n      ": types.AmplificationMarketsDocument,
    "\n        query AmplificationMarkets2 {\n          markets {\n            id\n            name\n            offices {\n              id\n              name\n            }\n          }\n        }\n      ": types.AmplificationMarkets2Document,
    "\n      query PagedOffices($take: Int) {\n        members(take: $take) {\n          totalCount\n          nodes {\n            id\n            office {\n              id\n            }\n          }\n        }\n      }\n    ": types.PagedOfficesDocument,
    "\n  query Events(\n    $uid: ID\n    $action: String\n    $actionMatch: AuditActionMatch\n    $outcome: AuditOutcome\n    $transport: AuditTransport\n    $from: DateTime\n    $to: DateTime\n    $targetId: ID\n    $requestId: ID\n    $skip: Int\n    $take: Int\n  ) {\n    auditEvents(\n      uid: $uid\n      action: $action\n      actionMatch: $actionMatch\n      outcome: $outcome\n      transport: $transport\n      from: $from\n      to: $to\n      targetId: $targetId\n      requestId: $requestId\n      skip: $skip\n      take: $take\n    ) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n      }\n      nodes {\n        id\n        at\n        uid\n        employeeId\n        action\n        module\n        operation\n        targets {\n          key\n          value\n        }\n        outcome\n        code\n        rows\n        bytes\n        requestId\n        transport\n      }\n    }\n  }\n": types.EventsDocument,
    "\n        mutation Ticket($input: SupportTicketInput!) {\n          createSupportTicket(input: $input) {\n            id\n          }\n        }\n      ": types.TicketDocument,
    "\n        mutation Approve($input: EligibilityDecisionInput!) {\n          approveEligibilityChange(input: $input) {\n            change {\n              id\n              status\n            }\n          }\n        }\n      ": types.ApproveDocument,
    "\n        mutation AuditGrantClaim {\n          grantClaim(uid: \"staff\", claim: SUPER_ADMIN) {\n            uid\n          }\n        }\n      ": types.AuditGrantClaimDocument,
    "\n    query BaselineMembers($filters: [MemberFilter!], $sort: [MemberSort!]) {\n      members(filters: $filters, sort: $sort, take: 5) {\n        totalCount\n        nodes {\n          id\n        }\n      }\n    }\n  ": types.BaselineMembersDocument,
    "\n          query DataAccessCallList($id: ID!) {\n            callList(campaignId: $id) {\n              size\n              entries {\n                aaneelId\n              }\n            }\n          }\n        ": types.DataAccessCallListDocument,
    "\n      query DataAccessMembers {\n        members(take: 1) {\n          totalCount\n          viewerCan {\n            export\n          }\n        }\n      }\n    ": types.DataAccessMembersDocument,
    "\n          query DataAccessUser {\n            user(uid: \"superadmin\") {\n              uid\n              claims\n            }\n          }\n        ": types.DataAccessUserDocument,
    "\n          query DataAccessUsers {\n            users {\n              uid\n              claims\n            }\n          }\n        ": types.DataAccessUsersDocument,
    "\n      mutation DataAccessGrantClaim($uid: ID!) {\n        grantClaim(uid: $uid, claim: OS_TEAM) {\n          uid\n          claims\n        }\n      }\n    ": types.DataAccessGrantClaimDocument,
    "\n      mutation DataAccessRevokeClaim($uid: ID!) {\n        revokeClaim(uid: $uid, claim: OS_TEAM) {\n          uid\n          claims\n        }\n      }\n    ": types.DataAccessRevokeClaimDocument,
    "\n          query DataAccessUser2 {\n            user(uid: \"superadmin\") {\n              claims\n            }\n          }\n        ": types.DataAccessUser2Document,
    "\n          query DataAccessUsers2 {\n            users {\n              uid\n              claims\n            }\n          }\n        ": types.DataAccessUsers2Document,
    "\n          query HttpEdgeViewer {\n            viewer {\n              uid\n            }\n          }\n        ": types.HttpEdgeViewerDocument,
    "\n            query HttpEdgeHealth {\n              health\n            }\n          ": types.HttpEdgeHealthDocument,
    "\n        query HttpEdgeHealth2 {\n          health\n        }\n      ": types.HttpEdgeHealth2Document,
    "\n            query HttpEdgeHealth3 {\n              health\n            }\n          ": types.HttpEdgeHealth3Document,
    "\n        query HttpEdgeViewer2 {\n          viewer {\n            uid\n          }\n        }\n      ": types.HttpEdgeViewer2Document,
    "\n          query HttpEdgeViewer3 {\n            viewer {\n              uid\n            }\n          }\n        ": types.HttpEdgeViewer3Document,
    "\n          query HttpEdgeMarkets {\n            markets {\n              id\n              name\n            }\n          }\n        ": types.HttpEdgeMarketsDocument,
    "\n        query HttpEdgeViewer4 {\n          viewer {\n            uid\n          }\n        }\n      ": types.HttpEdgeViewer4Document,
    "\n          query HttpEdgeHealth4 {\n            health\n          }\n        ": types.HttpEdgeHealth4Document,
    "\n            query HttpEdgeViewer5 {\n              viewer {\n                uid\n              }\n            }\n          ": types.HttpEdgeViewer5Document,
    "\n  query IdentityMappingViewer {\n    viewer {\n      uid\n      claims\n      employeeId\n      employee {\n        id\n        fullName\n      }\n    }\n  }\n": types.IdentityMappingViewerDocument,
    "\n  query IdentityMappingUser($uid: ID!) {\n    user(uid: $uid) {\n      uid\n      displayName\n    }\n  }\n": types.IdentityMappingUserDocument,
    "\n        query SubscriptionsCampaign($id: ID!) {\n          campaign(id: $id) {\n            assignments {\n              id\n              employeeId\n            }\n          }\n        }\n      ": types.SubscriptionsCampaignDocument,
    "\n        mutation SubscriptionsUnassignCampaignAgent($id: ID!) {\n          unassignCampaignAgent(assignmentId: $id) {\n            id\n          }\n        }\n      ": types.SubscriptionsUnassignCampaignAgentDocument,
    "\n        mutation SubscriptionsAssignCampaignAgent($c: ID!, $e: ID!) {\n          assignCampaignAgent(campaignId: $c, employeeId: $e) {\n            id\n          }\n        }\n      ": types.SubscriptionsAssignCampaignAgentDocument,
    "\n  query UpstreamInputMembers($filters: [MemberFilter!]) {\n    members(filters: $filters, take: 5) {\n      totalCount\n      nodes {\n        id\n        lastName\n      }\n    }\n  }\n": types.UpstreamInputMembersDocument,
    "\n  query UpstreamInputMarkets {\n    markets {\n      id\n      name\n    }\n  }\n": types.UpstreamInputMarketsDocument,
    "\n          query UpstreamInputEmployees($t: String) {\n            employees(title: $t) {\n              id\n            }\n          }\n        ": types.UpstreamInputEmployeesDocument,
    "\n      mutation UpstreamInputCreateSupportTicket($input: SupportTicketInput!) {\n        createSupportTicket(input: $input) {\n          id\n        }\n      }\n    ": types.UpstreamInputCreateSupportTicketDocument,
    "\n    query UpstreamInputUser($uid: ID!) {\n      user(uid: $uid) {\n        uid\n      }\n    }\n  ": types.UpstreamInputUserDocument,
    "\n          mutation UpstreamInputGrantClaim {\n            grantClaim(uid: \"Permissions\", claim: EUS) {\n              uid\n            }\n          }\n        ": types.UpstreamInputGrantClaimDocument,
    "\n            query UpstreamInputEmployee($id: ID!) {\n              employee(id: $id) {\n                id\n              }\n            }\n          ": types.UpstreamInputEmployeeDocument,
    "\n          query UpstreamInputOffices($c: String) {\n            offices(community: $c) {\n              id\n            }\n          }\n        ": types.UpstreamInputOfficesDocument,
    "\n  query CliViewer {\n    viewer {\n      name\n    }\n    markets {\n      id\n    }\n  }\n": types.CliViewerDocument,
    "\n  query CompiledStackMarkets {\n    viewer {\n      name\n    }\n    markets {\n      id\n    }\n  }\n": types.CompiledStackMarketsDocument,
    "\n        query StackViewer {\n          viewer {\n            name\n          }\n          markets {\n            id\n            name\n          }\n        }\n      ": types.StackViewerDocument,
    "\n        query StackMarkets {\n          markets {\n            id\n          }\n        }\n      ": types.StackMarketsDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClusterLoad {\n    viewer {\n      name\n    }\n    markets {\n      id\n    }\n  }\n"): typeof import('./graphql.ts').ClusterLoadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClusterWhoAmI {\n    viewer {\n      name\n    }\n  }\n"): typeof import('./graphql.ts').ClusterWhoAmIDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClusterLogCall($c: ID!, $m: ID!) {\n    logCall(campaignId: $c, memberId: $m) {\n      memberId\n    }\n  }\n"): typeof import('./graphql.ts').ClusterLogCallDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClusterApproveDnc($input: DncDecisionInput!) {\n    approveDncRequest(input: $input) {\n      request {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql.ts').ClusterApproveDncDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query A11yMember {\n        members(take: 1) {\n          nodes {\n            id\n          }\n        }\n      }\n    "): typeof import('./graphql.ts').A11yMemberDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query GeoTestHexes($marketId: ID!, $layer: Int!) {\n        marketHexes(marketId: $marketId, layer: $layer) {\n          hex\n          count\n        }\n      }\n    "): typeof import('./graphql.ts').GeoTestHexesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query ProximityTestClinicians($types: [ID!]) {\n        employees(assignmentTypeIds: $types) {\n          id\n          fullName\n        }\n      }\n    "): typeof import('./graphql.ts').ProximityTestCliniciansDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query MembersTestOne {\n        members(take: 1, skip: 5) {\n          nodes {\n            id\n            lastName\n            memberId\n          }\n        }\n      }\n    "): typeof import('./graphql.ts').MembersTestOneDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query MembersTestOldest {\n        members(take: 200, sort: [{ field: DATE_OF_BIRTH }, { field: ID }]) {\n          nodes {\n            id\n            fullName\n            dateOfBirth\n          }\n        }\n      }\n    "): typeof import('./graphql.ts').MembersTestOldestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation ApproveDncOnReplica($input: DncDecisionInput!) {\n          approveDncRequest(input: $input) {\n            request {\n              id\n            }\n          }\n        }\n      "): typeof import('./graphql.ts').ApproveDncOnReplicaDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          mutation ApproveDncRequest($input: DncDecisionInput!) {\n            approveDncRequest(input: $input) {\n              request {\n                id\n                tab\n              }\n            }\n          }\n        "): typeof import('./graphql.ts').ApproveDncRequestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query ApprovalQueuesDeattributionTabCounts {\n            deattributionTabCounts {\n              tab\n              count\n            }\n            eligibilityChanges(tab: MAILING_LIST, take: 160) {\n              totalCount\n            }\n          }\n        "): typeof import('./graphql.ts').ApprovalQueuesDeattributionTabCountsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query CallListSubscriptionCampaigns {\n            campaigns {\n              id\n              active\n            }\n            myCampaigns {\n              id\n            }\n          }\n        "): typeof import('./graphql.ts').CallListSubscriptionCampaignsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n              query CallListSubscriptionMyCampaigns {\n                myCampaigns {\n                  id\n                }\n              }\n            "): typeof import('./graphql.ts').CallListSubscriptionMyCampaignsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          mutation CallListSubscriptionLogCall($c: ID!, $m: ID!) {\n            logCall(campaignId: $c, memberId: $m) {\n              memberId\n            }\n          }\n        "): typeof import('./graphql.ts').CallListSubscriptionLogCallDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n            mutation CallListSubscriptionLogCall2($c: ID!, $m: ID!) {\n              logCall(campaignId: $c, memberId: $m) {\n                memberId\n              }\n            }\n          "): typeof import('./graphql.ts').CallListSubscriptionLogCall2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n            query CallListSubscriptionHeld($id: ID!) {\n              callList(campaignId: $id) {\n                version\n                entries {\n                  memberId\n                  aaneelId\n                  fullName\n                  points\n                  primaryDriver\n                  lastCallAttempt\n                }\n              }\n            }\n          "): typeof import('./graphql.ts').CallListSubscriptionHeldDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription DrainCallListUpdates($campaignId: ID!) {\n    callListUpdates(campaignId: $campaignId) {\n      version\n      previousVersion\n      list {\n        version\n        entries {\n          memberId\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.ts').DrainCallListUpdatesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DrainSlowCallList($campaignId: ID!) {\n    callList(campaignId: $campaignId) {\n      version\n      size\n    }\n  }\n"): typeof import('./graphql.ts').DrainSlowCallListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GoogleSuggest($input: String!) {\n    addressSuggestions(input: $input) {\n      placeId\n      description\n      mainText\n      secondaryText\n    }\n  }\n"): typeof import('./graphql.ts').GoogleSuggestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GoogleResolve($placeId: ID!) {\n    resolvedAddress(placeId: $placeId) {\n      placeId\n      formattedAddress\n      street\n      city\n      state\n      zip\n      county\n      country\n      lat\n      lng\n    }\n  }\n"): typeof import('./graphql.ts').GoogleResolveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query HttpAnswerLength {\n          viewer {\n            uid\n          }\n        }\n      "): typeof import('./graphql.ts').HttpAnswerLengthDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query HubRestartViewer {\n            viewer {\n              name\n            }\n            myCampaigns {\n              id\n            }\n          }\n        "): typeof import('./graphql.ts').HubRestartViewerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query MembersAnyOfFiltersMembers($filters: [MemberFilter!], $take: Int) {\n      members(filters: $filters, take: $take) {\n        totalCount\n        nodes {\n          id\n          homePhone\n          workPhone\n          mobilePhone\n        }\n      }\n    }\n  "): typeof import('./graphql.ts').MembersAnyOfFiltersMembersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query MembersAnyOfFiltersMembers2 {\n          members(take: 1, skip: 3) {\n            nodes {\n              id\n              aaneelId\n              lastName\n            }\n          }\n        }\n      "): typeof import('./graphql.ts').MembersAnyOfFiltersMembers2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query MembersAnyOfFiltersByName($name: String) {\n            members(take: 200, filters: [{ field: NAME_OR_AANEEL_ID, matchMode: CONTAINS, value: $name }]) {\n              totalCount\n              nodes {\n                id\n                lastName\n                firstName\n              }\n            }\n          }\n        "): typeof import('./graphql.ts').MembersAnyOfFiltersByNameDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ObservedMemberRecord($id: ID!) {\n    memberRecord(id: $id) {\n      id\n      fullName\n    }\n  }\n"): typeof import('./graphql.ts').ObservedMemberRecordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ObservedMemberSearch($filters: [MemberFilter!], $take: Int) {\n    members(filters: $filters, take: $take) {\n      totalCount\n    }\n  }\n"): typeof import('./graphql.ts').ObservedMemberSearchDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ProcessClusterCallListUpdates($campaignId: ID!) {\n    callListUpdates(campaignId: $campaignId) {\n      version\n      previousVersion\n      removed\n      list {\n        entries {\n          memberId\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.ts').ProcessClusterCallListUpdatesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReferenceCacheMarkets {\n    markets {\n      id\n      name\n      phone\n    }\n  }\n"): typeof import('./graphql.ts').ReferenceCacheMarketsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReferenceCacheUpdateMarket($id: ID!, $input: UpdateMarketInput!) {\n    updateMarket(id: $id, input: $input) {\n      id\n      phone\n    }\n  }\n"): typeof import('./graphql.ts').ReferenceCacheUpdateMarketDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query ReferenceCacheMarket($id: ID!) {\n            market(id: $id) {\n              phone\n              address\n              city\n              zipCode\n              stateAbbrev\n              faxDriveEmail\n              faxDriveId\n              quantaFloDriveId\n            }\n          }\n        "): typeof import('./graphql.ts').ReferenceCacheMarketDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReplicasViewerName {\n    viewer {\n      name\n    }\n  }\n"): typeof import('./graphql.ts').ReplicasViewerNameDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReplicasChangeAssignment($input: ChangeAssignmentInput!) {\n    changeAssignment(input: $input) {\n      assigned {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql.ts').ReplicasChangeAssignmentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReplicasMineDncRequests {\n    dncRequests(tab: CD, mine: true, take: 160) {\n      nodes {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql.ts').ReplicasMineDncRequestsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReplicasAuditEvents($requestId: ID) {\n    auditEvents(requestId: $requestId) {\n      totalCount\n      nodes {\n        action\n        uid\n        outcome\n        requestId\n        targets {\n          key\n          value\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.ts').ReplicasAuditEventsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Dnc($tab: DncTab!, $mine: Boolean, $filters: [DncRequestFilter!], $take: Int) {\n    dncRequests(tab: $tab, mine: $mine, filters: $filters, take: $take) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n      }\n      nodes {\n        id\n        tab\n        viewerCan {\n          approve\n          decide {\n            allowed\n            reason\n          }\n        }\n      }\n    }\n    dncTabCounts {\n      tab\n      count\n      mine\n    }\n  }\n"): typeof import('./graphql.ts').DncDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Can {\n    viewer {\n      can {\n        manageCampaigns\n        exportClaims\n        exportMembers\n        bulkApproveTerms\n        downloadMailingList\n        downloadTerminationOverview\n        downloadDncReport\n        downloadTransferReport\n        readAuditTrail\n        addMember\n      }\n    }\n  }\n"): typeof import('./graphql.ts').CanDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Members($filters: [MemberFilter!], $sort: [MemberSort!], $skip: Int, $take: Int) {\n    members(filters: $filters, sort: $sort, skip: $skip, take: $take) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n      }\n      nodes {\n        id\n        firstName\n        lastName\n        dateOfBirth\n        eligible\n        marketId\n        officeId\n        payer {\n          id\n          name\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.ts').MembersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query ViewerMembersViewer {\n          viewer {\n            uid\n            name\n            claims\n            employeeId\n            employee {\n              id\n              fullName\n            }\n          }\n        }\n      "): typeof import('./graphql.ts').ViewerMembersViewerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query ViewerMembersViewer2 {\n          viewer {\n            uid\n            name\n            claims\n          }\n        }\n      "): typeof import('./graphql.ts').ViewerMembersViewer2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query ViewerMembersViewer3 {\n          viewer {\n            uid\n          }\n        }\n      "): typeof import('./graphql.ts').ViewerMembersViewer3Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query ViewerMembersViewer4 {\n          viewer {\n            uid\n          }\n        }\n      "): typeof import('./graphql.ts').ViewerMembersViewer4Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query ViewerMembersHealth {\n          health\n        }\n      "): typeof import('./graphql.ts').ViewerMembersHealthDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query ViewerMembersHealth2 {\n          health\n          ...F\n        }\n        fragment F on Query {\n          viewer {\n            uid\n          }\n        }\n      "): typeof import('./graphql.ts').ViewerMembersHealth2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query ViewerMembersMembers($take: Int) {\n        members(take: $take) {\n          nodes {\n            id\n            office {\n              id\n              name\n            }\n            market {\n              id\n              name\n            }\n          }\n        }\n      }\n    "): typeof import('./graphql.ts').ViewerMembersMembersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query ViewerMembers_Schema {\n          __schema {\n            queryType {\n              name\n            }\n          }\n        }\n      "): typeof import('./graphql.ts').ViewerMembers_SchemaDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query ViewerMembers_Schema2 {\n          __schema {\n            queryType {\n              name\n            }\n          }\n        }\n      "): typeof import('./graphql.ts').ViewerMembers_Schema2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query ViewerMembers_Schema3 {\n          __schema {\n            queryType {\n              name\n            }\n          }\n        }\n      "): typeof import('./graphql.ts').ViewerMembers_Schema3Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query AdminClaims {\n          claims {\n            key\n          }\n        }\n      "): typeof import('./graphql.ts').AdminClaimsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query AdminUsers {\n            users {\n              uid\n              displayName\n              email\n              disabled\n              active\n              employeeId\n              employee {\n                id\n                fullName\n              }\n              claims\n              viewerCan {\n                grantClaims\n              }\n            }\n          }\n        "): typeof import('./graphql.ts').AdminUsersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n            query AdminUsers2 {\n              users {\n                uid\n              }\n            }\n          "): typeof import('./graphql.ts').AdminUsers2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query AdminUser($uid: ID!) {\n            user(uid: $uid) {\n              uid\n              displayName\n              email\n              disabled\n              active\n              employeeId\n              employee {\n                id\n                fullName\n              }\n              claims\n              viewerCan {\n                grantClaims\n              }\n            }\n          }\n        "): typeof import('./graphql.ts').AdminUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query AdminUser2($uid: ID!) {\n            user(uid: $uid) {\n              employeeId\n              employee {\n                id\n              }\n            }\n          }\n        "): typeof import('./graphql.ts').AdminUser2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n            query AdminUser3 {\n              user(uid: \"no-such-user\") {\n                uid\n              }\n            }\n          "): typeof import('./graphql.ts').AdminUser3Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query AdminClaims2 {\n        claims {\n          claim\n          key\n          name\n          description\n          viewerCanGrant\n        }\n      }\n    "): typeof import('./graphql.ts').AdminClaims2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n            query AdminClaims3 {\n              claims {\n                key\n              }\n            }\n          "): typeof import('./graphql.ts').AdminClaims3Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation AdminGrantClaim($uid: ID!, $claim: Claim!) {\n      grantClaim(uid: $uid, claim: $claim) {\n        uid\n        claims\n      }\n    }\n  "): typeof import('./graphql.ts').AdminGrantClaimDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation AdminRevokeClaim($uid: ID!, $claim: Claim!) {\n      revokeClaim(uid: $uid, claim: $claim) {\n        uid\n        claims\n      }\n    }\n  "): typeof import('./graphql.ts').AdminRevokeClaimDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n              query AdminClaims4 {\n                claims {\n                  claim\n                }\n              }\n            "): typeof import('./graphql.ts').AdminClaims4Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n            query AdminClaims5 {\n              claims {\n                claim\n              }\n            }\n          "): typeof import('./graphql.ts').AdminClaims5Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AnalyticsWorkbookEmbed($workbook: Workbook!, $memberId: ID, $theme: WorkbookTheme) {\n    workbookEmbed(workbook: $workbook, memberId: $memberId, theme: $theme) {\n      workbook\n      url\n      expiresAt\n    }\n  }\n"): typeof import('./graphql.ts').AnalyticsWorkbookEmbedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AnalyticsViewer {\n    viewer {\n      can {\n        viewMedicalCost {\n          allowed\n          reason\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.ts').AnalyticsViewerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query ApprovalsMineEligibilityChanges($mine: Boolean) {\n        eligibilityChanges(tab: APP_CD, mine: $mine, take: 160) {\n          nodes {\n            id\n            member {\n              communityId\n              officeName\n            }\n            assignedEmployees {\n              id\n            }\n            viewerCan {\n              decide {\n                allowed\n                reason\n              }\n            }\n          }\n        }\n      }\n    "): typeof import('./graphql.ts').ApprovalsMineEligibilityChangesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          mutation ApprovalsMineRejectDncRequest($input: DncDecisionInput!) {\n            rejectDncRequest(input: $input) {\n              request {\n                id\n              }\n            }\n          }\n        "): typeof import('./graphql.ts').ApprovalsMineRejectDncRequestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          mutation ApprovalsMineApproveEligibilityChange($input: EligibilityDecisionInput!) {\n            approveEligibilityChange(input: $input) {\n              change {\n                id\n              }\n            }\n          }\n        "): typeof import('./graphql.ts').ApprovalsMineApproveEligibilityChangeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          mutation ApprovalsMineAcknowledgeOfficeTransfer($input: OfficeTransferInput!) {\n            acknowledgeOfficeTransfer(input: $input) {\n              message\n            }\n          }\n        "): typeof import('./graphql.ts').ApprovalsMineAcknowledgeOfficeTransferDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query ApprovalsMineDncTabCounts {\n          dncTabCounts {\n            tab\n            count\n            mine\n          }\n        }\n      "): typeof import('./graphql.ts').ApprovalsMineDncTabCountsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query ApprovalsMineDncTabCounts2 {\n            dncTabCounts {\n              tab\n              count\n              mine\n            }\n          }\n        "): typeof import('./graphql.ts').ApprovalsMineDncTabCounts2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query ApprovalsMineDncRequests($filters: [DncRequestFilter!]) {\n        dncRequests(tab: HISTORY, filters: $filters, take: 160) {\n          totalCount\n          nodes {\n            member {\n              communityId\n            }\n          }\n        }\n      }\n    "): typeof import('./graphql.ts').ApprovalsMineDncRequestsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query ApprovalsMineOfficeTransfers($filters: [OfficeTransferFilter!]) {\n        officeTransfers(tab: APP, filters: $filters, take: 160) {\n          totalCount\n          nodes {\n            member {\n              communityId\n            }\n          }\n        }\n      }\n    "): typeof import('./graphql.ts').ApprovalsMineOfficeTransfersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query ApprovalsMineMyWork {\n      myWork {\n        queues {\n          dashboard\n          tab\n          label\n          mine\n        }\n        callLists {\n          campaignId\n          campaignName\n          size\n        }\n      }\n    }\n  "): typeof import('./graphql.ts').ApprovalsMineMyWorkDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query ApprovalsMineMyCampaigns {\n            myCampaigns {\n              id\n              name\n            }\n          }\n        "): typeof import('./graphql.ts').ApprovalsMineMyCampaignsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n            query ApprovalsMineCallListSize($id: ID!) {\n              callList(campaignId: $id) {\n                size\n              }\n            }\n          "): typeof import('./graphql.ts').ApprovalsMineCallListSizeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n            query ApprovalsMineMyWork2 {\n              myWork {\n                queues {\n                  tab\n                  mine\n                }\n              }\n            }\n          "): typeof import('./graphql.ts').ApprovalsMineMyWork2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query ApprovalsMineMyWork3 {\n            myWork {\n              callLists {\n                campaignId\n                campaignName\n                size\n              }\n            }\n          }\n        "): typeof import('./graphql.ts').ApprovalsMineMyWork3Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AvailabilityAppAvailability($input: AvailabilityInput!) {\n    appAvailability(input: $input) {\n      start\n      end\n      view\n      dates\n      markets {\n        marketId\n        name\n        ivCount\n        ivOpportunityCount\n        communities {\n          communityId\n          name\n          ivCount\n          ivOpportunityCount\n          providers {\n            providerId\n            name\n            engineerType\n            typeMark\n            dailyIvLimit\n            ivCount\n            ivOpportunityCount\n            days {\n              date\n              ivCount\n              ivOpportunityCount\n              availabilityPercentage\n              optimizationPercentage\n              eventCount\n              totalEventTime\n              totalDriveTime\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.ts').AvailabilityAppAvailabilityDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AvailabilityAvailabilityDaySummary($providerId: ID!, $date: Date!) {\n    availabilityDaySummary(providerId: $providerId, date: $date) {\n      providerId\n      name\n      date\n      dailyIvLimit\n      typeMark\n      totalEventTime\n      totalDriveTime\n      events {\n        eventType\n        start\n        finish\n        duration\n        travelTimeAfter\n        isIV\n        isVisit\n      }\n    }\n  }\n"): typeof import('./graphql.ts').AvailabilityAvailabilityDaySummaryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query CallListFiltersCallListFilters {\n          callListFilters {\n            id\n          }\n        }\n      "): typeof import('./graphql.ts').CallListFiltersCallListFiltersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query CallListFiltersCallListFilters2 {\n            callListFilters {\n              id\n              name\n              addedBy\n              addedAt\n              memberCount\n              campaignId\n              campaignName\n              isExclusive\n              isGlobal\n            }\n          }\n        "): typeof import('./graphql.ts').CallListFiltersCallListFilters2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n            query CallListFiltersCallListFilters3 {\n              callListFilters {\n                id\n              }\n            }\n          "): typeof import('./graphql.ts').CallListFiltersCallListFilters3Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query CallListFiltersCallListFilters4 {\n            callListFilters {\n              id\n              name\n              addedBy\n              addedAt\n              memberCount\n              campaignId\n              campaignName\n              isExclusive\n              isGlobal\n            }\n          }\n        "): typeof import('./graphql.ts').CallListFiltersCallListFilters4Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          mutation CallListFiltersDeleteCallListFilter($id: ID!) {\n            deleteCallListFilter(id: $id) {\n              id\n              name\n              addedBy\n              addedAt\n              memberCount\n              campaignId\n              campaignName\n              isExclusive\n              isGlobal\n            }\n          }\n        "): typeof import('./graphql.ts').CallListFiltersDeleteCallListFilterDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation CallListFiltersDeleteCallListFilter2 {\n          deleteCallListFilter(id: \"Gateway upload test\") {\n            id\n          }\n        }\n      "): typeof import('./graphql.ts').CallListFiltersDeleteCallListFilter2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query CampaignsCampaignTypes {\n          campaignTypes {\n            id\n          }\n        }\n      "): typeof import('./graphql.ts').CampaignsCampaignTypesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CampaignsTestCampaign on Campaign {\n    id\n    name\n    note\n    active\n    createdAt\n    createdById\n    deactivatedAt\n    restDays\n    numAgentsAssigned\n    isExclusive\n    callListId\n    skillId\n    type {\n      id\n      type\n      isDialer\n      needsMemberList\n      documentationUrl\n    }\n    market {\n      id\n      name\n    }\n    variables {\n      id\n      campaignId\n      value\n      valueShown\n      points\n      createdAt\n      option {\n        id\n        name\n        valueType\n        active\n      }\n    }\n    assignments {\n      id\n      campaignId\n      campaignName\n      employeeId\n      employeeName\n      createdBy\n      createdAt\n    }\n    viewerCan {\n      manage\n      work\n    }\n  }\n"): typeof import('./graphql.ts').CampaignsTestCampaignFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CampaignsTestVariableValues on Campaign {\n    id\n    variables {\n      id\n      value\n      points\n      option {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql.ts').CampaignsTestVariableValuesFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query CampaignsCallList($id: ID!) {\n          callList(campaignId: $id) {\n            campaignId\n            listDate\n            version\n            size\n            entries {\n              memberId\n              aaneelId\n              fullName\n              points\n              primaryDriver\n              lastCallAttempt\n            }\n          }\n        }\n      "): typeof import('./graphql.ts').CampaignsCallListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query CampaignsCampaigns {\n            campaigns {\n              ...CampaignsTestCampaign\n            }\n          }\n        "): typeof import('./graphql.ts').CampaignsCampaignsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query CampaignsCampaigns2 {\n            campaigns {\n              id\n              a: variables {\n                id\n              }\n              b: variables {\n                points\n              }\n              market {\n                name\n              }\n            }\n            again: campaigns {\n              id\n              variables {\n                id\n              }\n            }\n          }\n        "): typeof import('./graphql.ts').CampaignsCampaigns2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query CampaignsCampaign($id: ID!) {\n            campaign(id: $id) {\n              id\n              name\n            }\n            missing: campaign(id: \"999999\") {\n              id\n            }\n          }\n        "): typeof import('./graphql.ts').CampaignsCampaignDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query CampaignsCampaignTypes2 {\n            campaignTypes {\n              id\n              type\n              isDialer\n              needsMemberList\n              documentationUrl\n            }\n            campaignOptions {\n              id\n              name\n              valueType\n              active\n            }\n          }\n        "): typeof import('./graphql.ts').CampaignsCampaignTypes2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n              query CampaignsCampaigns3 {\n                campaigns {\n                  id\n                }\n              }\n            "): typeof import('./graphql.ts').CampaignsCampaigns3Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n              mutation CampaignsRescoreCampaign {\n                rescoreCampaign(id: \"123\") {\n                  scores {\n                    points\n                  }\n                }\n              }\n            "): typeof import('./graphql.ts').CampaignsRescoreCampaignDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          mutation CampaignsCreateCampaign($input: CampaignInput!) {\n            createCampaign(input: $input) {\n              ...CampaignsTestCampaign\n            }\n          }\n        "): typeof import('./graphql.ts').CampaignsCreateCampaignDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          mutation CampaignsUpdateCampaign($id: ID!, $input: CampaignInput!) {\n            updateCampaign(id: $id, input: $input) {\n              id\n              name\n              restDays\n              numAgentsAssigned\n              market {\n                id\n              }\n            }\n          }\n        "): typeof import('./graphql.ts').CampaignsUpdateCampaignDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          mutation CampaignsDeactivateCampaign($id: ID!) {\n            deactivateCampaign(id: $id) {\n              id\n              active\n              deactivatedAt\n              deactivatedById\n            }\n          }\n        "): typeof import('./graphql.ts').CampaignsDeactivateCampaignDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          mutation CampaignsCreateCampaign2($input: CampaignInput!) {\n            createCampaign(input: $input) {\n              id\n            }\n          }\n        "): typeof import('./graphql.ts').CampaignsCreateCampaign2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          mutation CampaignsCreateCampaignVariable($id: ID!, $input: CampaignVariableInput!) {\n            createCampaignVariable(campaignId: $id, input: $input) {\n              id\n            }\n          }\n        "): typeof import('./graphql.ts').CampaignsCreateCampaignVariableDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation CampaignsCreateCampaignVariable2($id: ID!, $input: CampaignVariableInput!) {\n          createCampaignVariable(campaignId: $id, input: $input) {\n            id\n          }\n        }\n      "): typeof import('./graphql.ts').CampaignsCreateCampaignVariable2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation CampaignsCreateCampaignVariable3($id: ID!, $input: CampaignVariableInput!) {\n          createCampaignVariable(campaignId: $id, input: $input) {\n            id\n          }\n        }\n      "): typeof import('./graphql.ts').CampaignsCreateCampaignVariable3Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          mutation CampaignsCreateCampaignVariable4($id: ID!, $input: CampaignVariableInput!) {\n            createCampaignVariable(campaignId: $id, input: $input) {\n              ...CampaignsTestVariableValues\n            }\n          }\n        "): typeof import('./graphql.ts').CampaignsCreateCampaignVariable4Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          mutation CampaignsUpdateCampaignVariable($id: ID!, $v: ID!, $input: CampaignVariableInput!) {\n            updateCampaignVariable(variableId: $v, campaignId: $id, input: $input) {\n              ...CampaignsTestVariableValues\n            }\n          }\n        "): typeof import('./graphql.ts').CampaignsUpdateCampaignVariableDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation CampaignsDeleteCampaignVariable($id: ID!, $v: ID!) {\n          deleteCampaignVariable(variableId: $v, campaignId: $id) {\n            id\n          }\n        }\n      "): typeof import('./graphql.ts').CampaignsDeleteCampaignVariableDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          mutation CampaignsDeleteCampaignVariable2($id: ID!, $v: ID!) {\n            deleteCampaignVariable(variableId: $v, campaignId: $id) {\n              id\n              variables {\n                id\n              }\n            }\n          }\n        "): typeof import('./graphql.ts').CampaignsDeleteCampaignVariable2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          mutation CampaignsAssignCampaignAgent($id: ID!) {\n            assignCampaignAgent(campaignId: $id, employeeId: 13) {\n              id\n              assignments {\n                id\n                employeeId\n                employeeName\n                createdBy\n                createdAt\n              }\n            }\n          }\n        "): typeof import('./graphql.ts').CampaignsAssignCampaignAgentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n            query CampaignsMyCampaigns {\n              myCampaigns {\n                id\n              }\n            }\n          "): typeof import('./graphql.ts').CampaignsMyCampaignsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          mutation CampaignsUnassignCampaignAgent($a: ID!) {\n            unassignCampaignAgent(assignmentId: $a) {\n              id\n              assignments {\n                employeeId\n              }\n            }\n          }\n        "): typeof import('./graphql.ts').CampaignsUnassignCampaignAgentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation CampaignsAssignCampaignAgent2($id: ID!, $e: ID!) {\n        assignCampaignAgent(campaignId: $id, employeeId: $e) {\n          assignments {\n            id\n            employeeId\n          }\n        }\n      }\n    "): typeof import('./graphql.ts').CampaignsAssignCampaignAgent2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          mutation CampaignsUnassignCampaignAgent2($a: ID!) {\n            unassignCampaignAgent(assignmentId: $a) {\n              id\n            }\n          }\n        "): typeof import('./graphql.ts').CampaignsUnassignCampaignAgent2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          mutation CampaignsRescoreCampaign2 {\n            rescoreCampaign(id: \"123\") {\n              campaign {\n                id\n              }\n              scores {\n                memberId\n                primaryDriver\n                points\n              }\n            }\n          }\n        "): typeof import('./graphql.ts').CampaignsRescoreCampaign2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          mutation CampaignsResetExhaustedMembers {\n            resetExhaustedMembers(id: \"125\") {\n              campaign {\n                id\n              }\n              membersReset\n            }\n          }\n        "): typeof import('./graphql.ts').CampaignsResetExhaustedMembersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation CampaignsResetExhaustedMembers2 {\n          resetExhaustedMembers(id: \"123\") {\n            membersReset\n          }\n        }\n      "): typeof import('./graphql.ts').CampaignsResetExhaustedMembers2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query CampaignsCampaign2 {\n            campaign(id: \"123\") {\n              numAgentsAssigned\n              counts {\n                wasCalled\n                listSize\n                ineligMembers0score\n                ineligMembers\n              }\n              breakdown {\n                community\n                numEligibleMembers\n                numCalledToday\n                onListYesterday\n                newAdditionsToList\n                totalMembers\n                earlyMorningTimeGate\n                earlyAfternoonTimeGate\n                afternoonTimeGate\n                eveningTimeGate\n                exhaustHours\n                earlyMorningExhaustHours\n                earlyAfternoonExhaustHours\n                afternoonExhaustHours\n                eveningExhaustHours\n              }\n            }\n          }\n        "): typeof import('./graphql.ts').CampaignsCampaign2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query CampaignsMyCampaigns2 {\n            myCampaigns {\n              id\n              name\n              active\n              viewerCan {\n                manage\n                work\n              }\n            }\n          }\n        "): typeof import('./graphql.ts').CampaignsMyCampaigns2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n            query CampaignsMyCampaigns3 {\n              myCampaigns {\n                id\n              }\n            }\n          "): typeof import('./graphql.ts').CampaignsMyCampaigns3Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          mutation CampaignsLogCall($c: ID!, $m: ID!) {\n            logCall(campaignId: $c, memberId: $m) {\n              campaignId\n              memberId\n              poppedPoints\n              primaryDriver\n              poppedAt\n            }\n          }\n        "): typeof import('./graphql.ts').CampaignsLogCallDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query CampaignsMyCallHistory {\n            myCallHistory {\n              campaignId\n              campaignName\n              memberId\n              aaneelId\n              fullName\n              neighborhood\n              payer\n              points\n              primaryDriver\n              calledAt\n            }\n          }\n        "): typeof import('./graphql.ts').CampaignsMyCallHistoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation CampaignsLogCall2($c: ID!, $m: ID!) {\n          logCall(campaignId: $c, memberId: $m) {\n            memberId\n          }\n        }\n      "): typeof import('./graphql.ts').CampaignsLogCall2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          mutation CampaignsLogCall3 {\n            logCall(campaignId: \"123\", memberId: \"1\") {\n              memberId\n            }\n          }\n        "): typeof import('./graphql.ts').CampaignsLogCall3Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          mutation CampaignsLogCall4 {\n            logCall(campaignId: \"125\", memberId: \"1\") {\n              memberId\n            }\n          }\n        "): typeof import('./graphql.ts').CampaignsLogCall4Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query CampaignsCallList2 {\n            callList(campaignId: \"123\") {\n              size\n            }\n          }\n        "): typeof import('./graphql.ts').CampaignsCallList2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query CampaignsCallList3 {\n            callList(campaignId: \"125\") {\n              size\n            }\n          }\n        "): typeof import('./graphql.ts').CampaignsCallList3Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n            query CampaignsMyCampaigns4 {\n              myCampaigns {\n                id\n              }\n              myCallHistory {\n                memberId\n              }\n            }\n          "): typeof import('./graphql.ts').CampaignsMyCampaigns4Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DataMgmtContactsMemberRecord($id: ID!) {\n    memberRecord(id: $id) {\n      activeAddress\n      homePhone\n      emails {\n        address\n        note\n        valid\n        activeDate\n      }\n      phoneNumbers {\n        number\n        type\n        note\n        valid\n      }\n      addresses {\n        formattedAddress\n        address1\n        city\n        state\n        zip\n        primary\n        active\n        inactiveDate\n      }\n      officeChanges {\n        toOffice {\n          id\n          name\n        }\n        status\n        note\n        processed\n      }\n    }\n  }\n"): typeof import('./graphql.ts').DataMgmtContactsMemberRecordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query DataMgmtContactsFiles($s: ID) {\n            files(sourceId: $s, take: 1) {\n              nodes {\n                id\n                name\n                category {\n                  id\n                }\n                storageLocation\n                size\n              }\n            }\n          }\n        "): typeof import('./graphql.ts').DataMgmtContactsFilesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query DataMgmtDataMgmt {\n            dataMgmt {\n              cohorts {\n                id\n                name\n                pendingMemberCount\n              }\n              payers {\n                id\n                name\n              }\n              termReasons {\n                id\n                name\n              }\n              fileSources {\n                id\n                name\n              }\n            }\n          }\n        "): typeof import('./graphql.ts').DataMgmtDataMgmtDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n            query DataMgmtDataMgmt2 {\n              dataMgmt {\n                payers {\n                  id\n                }\n              }\n            }\n          "): typeof import('./graphql.ts').DataMgmtDataMgmt2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n            query DataMgmtViewer {\n              viewer {\n                can {\n                  useDataMgmt {\n                    allowed\n                    reason\n                  }\n                  bulkUpdatePhones {\n                    allowed\n                    reason\n                  }\n                  bulkUpdateNeighborhoods {\n                    allowed\n                  }\n                  skipTransferDashboard {\n                    allowed\n                    reason\n                  }\n                }\n              }\n            }\n          "): typeof import('./graphql.ts').DataMgmtViewerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          mutation DataMgmtCreateCohort($p: ID) {\n            createCohort(input: { name: \"Bulk test cohort\", payerId: $p }) {\n              id\n              name\n              pendingMemberCount\n            }\n          }\n        "): typeof import('./graphql.ts').DataMgmtCreateCohortDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation DataMgmtCreateCohort2 {\n          createCohort(input: { name: \"No payer cohort\" }) {\n            id\n          }\n        }\n      "): typeof import('./graphql.ts').DataMgmtCreateCohort2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation DataMgmtCreateCohort3($p: ID) {\n          createCohort(input: { name: \"bulk TEST cohort\", payerId: $p }) {\n            id\n          }\n        }\n      "): typeof import('./graphql.ts').DataMgmtCreateCohort3Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query DataMgmtEligibilityChanges($f: [EligibilityChangeFilter!]) {\n            eligibilityChanges(tab: APP_CD, filters: $f, take: 20) {\n              totalCount\n              nodes {\n                note\n                termReason {\n                  id\n                }\n              }\n            }\n          }\n        "): typeof import('./graphql.ts').DataMgmtEligibilityChangesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n            query DataMgmtCohorts {\n              cohorts {\n                id\n                pendingMemberCount\n              }\n            }\n          "): typeof import('./graphql.ts').DataMgmtCohortsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query DataMgmtViewer2 {\n            viewer {\n              can {\n                useDataMgmt {\n                  allowed\n                }\n                bulkUpdatePhones {\n                  allowed\n                }\n              }\n            }\n          }\n        "): typeof import('./graphql.ts').DataMgmtViewer2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          mutation DataMgmtCreateCohort4 {\n            createCohort(input: { name: \"Staff cohort\", payerId: \"1\" }) {\n              id\n            }\n          }\n        "): typeof import('./graphql.ts').DataMgmtCreateCohort4Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Page($tab: DeattributionTab!, $filters: [EligibilityChangeFilter!], $sort: [EligibilityChangeSort!], $skip: Int, $take: Int) {\n    eligibilityChanges(tab: $tab, filters: $filters, sort: $sort, skip: $skip, take: $take) {\n      totalCount\n      nodes {\n        ...DeattributionTestEligibilityChange\n      }\n    }\n  }\n"): typeof import('./graphql.ts').PageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query One($id: ID!) {\n    eligibilityChange(id: $id) {\n      ...DeattributionTestEligibilityChange\n    }\n  }\n"): typeof import('./graphql.ts').OneDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeattributionApprove($input: EligibilityDecisionInput!) {\n    approveEligibilityChange(input: $input) {\n      ...DeattributionTestEligibilityChangeResult\n    }\n  }\n"): typeof import('./graphql.ts').DeattributionApproveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeattributionReject($input: EligibilityDecisionInput!) {\n    rejectEligibilityChange(input: $input) {\n      ...DeattributionTestEligibilityChangeResult\n    }\n  }\n"): typeof import('./graphql.ts').DeattributionRejectDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeattributionUpdate($input: EligibilityDecisionInput!) {\n    updateEligibilityChange(input: $input) {\n      ...DeattributionTestEligibilityChangeResult\n    }\n  }\n"): typeof import('./graphql.ts').DeattributionUpdateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Cancel($input: CancelEligibilityChangeInput!) {\n    cancelEligibilityChange(input: $input) {\n      ...DeattributionTestEligibilityChangeResult\n    }\n  }\n"): typeof import('./graphql.ts').CancelDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Bulk($input: BulkApproveOmTermsInput!) {\n    bulkApproveOmTerms(input: $input) {\n      approvedCount\n      changes {\n        id\n        status\n        tab\n      }\n      tabCounts {\n        tab\n        count\n      }\n    }\n  }\n"): typeof import('./graphql.ts').BulkDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query DeattributionDeattributionTabCounts {\n          deattributionTabCounts {\n            tab\n            count\n          }\n        }\n      "): typeof import('./graphql.ts').DeattributionDeattributionTabCountsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DeattributionTestEligibilityChange on EligibilityChange {\n    id\n    status\n    changeType\n    termReasonId\n    diagnosisDate\n    dateEntered\n    statusChangedAt\n    tab\n    letterBadge\n    estimatedProcessDate\n    member {\n      id\n      aaneelId\n      fullName\n      engaged\n      officeId\n      officeName\n      communityId\n      marketId\n      marketName\n      payerId\n    }\n    termReason {\n      id\n      name\n    }\n    changeLog {\n      id\n      statusChangedTo\n      changedAt\n      note\n      changedBy {\n        id\n        fullName\n      }\n    }\n    assignedEmployees {\n      id\n      fullName\n    }\n    viewerIsAssigned\n    viewerCan {\n      approve\n      reject\n      update\n      cancel\n      confirmAbnormalDate\n    }\n  }\n"): typeof import('./graphql.ts').DeattributionTestEligibilityChangeFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DeattributionTestEligibilityChangeResult on EligibilityChangeResult {\n    change {\n      ...DeattributionTestEligibilityChange\n    }\n    tabCounts {\n      tab\n      count\n    }\n  }\n"): typeof import('./graphql.ts').DeattributionTestEligibilityChangeResultFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query DeattributionDeattributionTabCounts2 {\n            deattributionTabCounts {\n              tab\n              count\n            }\n          }\n        "): typeof import('./graphql.ts').DeattributionDeattributionTabCounts2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query DeattributionDeattributionTermReasons {\n            deattributionTermReasons {\n              id\n              name\n            }\n          }\n        "): typeof import('./graphql.ts').DeattributionDeattributionTermReasonsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query DeattributionOmTermsToApprove($r: ID!) {\n        omTermsToApprove(termReasonId: $r)\n      }\n    "): typeof import('./graphql.ts').DeattributionOmTermsToApproveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n            query DeattributionDeattributionTabCounts3 {\n              deattributionTabCounts {\n                tab\n                count\n              }\n            }\n          "): typeof import('./graphql.ts').DeattributionDeattributionTabCounts3Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query DeattributionOmTermsToApprove2($r: ID!) {\n            omTermsToApprove(termReasonId: $r)\n          }\n        "): typeof import('./graphql.ts').DeattributionOmTermsToApprove2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query DncDncTabCounts {\n          dncTabCounts {\n            tab\n            count\n          }\n        }\n      "): typeof import('./graphql.ts').DncDncTabCountsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DncTestDncRequest on DncRequest {\n    id\n    memberId\n    reasonId\n    reason\n    requestedAt\n    note\n    approvalType\n    approved\n    result\n    handledAt\n    handlerNote\n    isReturn\n    tab\n    member {\n      id\n      aaneelId\n      fullName\n      officeId\n      officeName\n      marketId\n      nextAppointmentAt\n    }\n    requestedBy {\n      id\n      fullName\n    }\n    handledBy {\n      id\n      fullName\n    }\n    assignedEmployees {\n      id\n      fullName\n    }\n    viewerCan {\n      approve\n      reject\n    }\n  }\n"): typeof import('./graphql.ts').DncTestDncRequestFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DncTestDncDecisionResult on DncDecisionResult {\n    request {\n      ...DncTestDncRequest\n    }\n    tabCounts {\n      tab\n      count\n    }\n  }\n"): typeof import('./graphql.ts').DncTestDncDecisionResultFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DncDncRequests($tab: DncTab!, $filters: [DncRequestFilter!], $sort: [DncRequestSort!], $skip: Int, $take: Int) {\n    dncRequests(tab: $tab, filters: $filters, sort: $sort, skip: $skip, take: $take) {\n      totalCount\n      nodes {\n        ...DncTestDncRequest\n      }\n    }\n  }\n"): typeof import('./graphql.ts').DncDncRequestsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation DncApprove($input: DncDecisionInput!) {\n      approveDncRequest(input: $input) {\n        ...DncTestDncDecisionResult\n      }\n    }\n  "): typeof import('./graphql.ts').DncApproveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation DncReject($input: DncDecisionInput!) {\n      rejectDncRequest(input: $input) {\n        ...DncTestDncDecisionResult\n      }\n    }\n  "): typeof import('./graphql.ts').DncRejectDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query DncDncRequest($id: ID!) {\n            dncRequest(id: $id) {\n              ...DncTestDncRequest\n            }\n          }\n        "): typeof import('./graphql.ts').DncDncRequestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n            query DncDncRequest2 {\n              dncRequest(id: \"999999\") {\n                id\n              }\n            }\n          "): typeof import('./graphql.ts').DncDncRequest2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n            mutation DncApproveAllPendingDncRequests {\n              approveAllPendingDncRequests(input: { handlerNote: \"All fine\" }) {\n                approvedCount\n              }\n            }\n          "): typeof import('./graphql.ts').DncApproveAllPendingDncRequestsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          mutation DncApproveAllPendingDncRequests2 {\n            approveAllPendingDncRequests(input: { handlerNote: \"\" }) {\n              approvedCount\n            }\n          }\n        "): typeof import('./graphql.ts').DncApproveAllPendingDncRequests2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query DncDncTabCounts2 {\n            dncTabCounts {\n              tab\n              count\n            }\n          }\n        "): typeof import('./graphql.ts').DncDncTabCounts2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          mutation DncApproveAllPendingDncRequests3 {\n            approveAllPendingDncRequests(input: { handlerNote: \"Bulk review done\", approvalType: OM }) {\n              approvedCount\n              requests {\n                id\n                approved\n                tab\n                member {\n                  id\n                  fullName\n                }\n              }\n              tabCounts {\n                tab\n                count\n              }\n            }\n          }\n        "): typeof import('./graphql.ts').DncApproveAllPendingDncRequests3Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query EmployeesAssignmentTypes {\n          assignmentTypes {\n            id\n          }\n        }\n      "): typeof import('./graphql.ts').EmployeesAssignmentTypesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EmployeesTestEmployee on Employee {\n    id\n    fullName\n    firstName\n    lastName\n    email\n    title\n    npi\n    archived\n    marketAssignments {\n      id\n      officeId\n      office {\n        id\n        name\n      }\n      assignmentTypeId\n      assignmentType {\n        id\n        name\n        shortName\n        level\n      }\n      employeeId\n      activeDt\n      inactiveDt\n    }\n  }\n"): typeof import('./graphql.ts').EmployeesTestEmployeeFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query EmployeesEmployees($t: [ID!]) {\n            employees(assignmentTypeIds: $t) {\n              ...EmployeesTestEmployee\n            }\n          }\n        "): typeof import('./graphql.ts').EmployeesEmployeesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query EmployeesEmployees2($t: String) {\n            employees(title: $t) {\n              title\n            }\n          }\n        "): typeof import('./graphql.ts').EmployeesEmployees2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query EmployeesEmployees3 {\n            employees(onlyProviders: true) {\n              id\n            }\n          }\n        "): typeof import('./graphql.ts').EmployeesEmployees3Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query EmployeesEmployees4 {\n            employees {\n              id\n            }\n          }\n        "): typeof import('./graphql.ts').EmployeesEmployees4Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query EmployeesEmployeeFields($id: ID!) {\n            employee(id: $id) {\n              ...EmployeesTestEmployee\n            }\n            missing: employee(id: \"999999999\") {\n              id\n            }\n          }\n        "): typeof import('./graphql.ts').EmployeesEmployeeFieldsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n            query EmployeesEmployee {\n              employee(id: \"x1\") {\n                id\n              }\n            }\n          "): typeof import('./graphql.ts').EmployeesEmployeeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query EmployeesEmployees5($t: [ID!]) {\n        employees(assignmentTypeIds: $t) {\n          id\n        }\n      }\n    "): typeof import('./graphql.ts').EmployeesEmployees5Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n            query EmployeesEmployees6 {\n              employees {\n                id\n              }\n            }\n          "): typeof import('./graphql.ts').EmployeesEmployees6Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query EmployeesAssignmentTypes2 {\n            assignmentTypes {\n              id\n              name\n              shortName\n              level\n              active\n            }\n          }\n        "): typeof import('./graphql.ts').EmployeesAssignmentTypes2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n            query EmployeesAssignmentTypes3 {\n              assignmentTypes {\n                id\n              }\n            }\n          "): typeof import('./graphql.ts').EmployeesAssignmentTypes3Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n            query EmployeesAssignmentTypes4 {\n              assignmentTypes(includeInactive: true) {\n                id\n                active\n              }\n            }\n          "): typeof import('./graphql.ts').EmployeesAssignmentTypes4Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query EmployeesEmployees7($t: [ID!]) {\n      employees(assignmentTypeIds: $t) {\n        id\n        marketAssignments {\n          office {\n            name\n          }\n          assignmentType {\n            name\n          }\n        }\n      }\n    }\n  "): typeof import('./graphql.ts').EmployeesEmployees7Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FilesTestFile on DataFile {\n    id\n    name\n    receivedDate\n    storageLocation\n    erroredBucket\n    size\n    downloadPath\n    source {\n      id\n      name\n    }\n    category {\n      id\n      name\n      adhoc\n    }\n    type {\n      id\n      regex\n      destinations {\n        id\n        name\n      }\n    }\n    viewerCan {\n      addCategory {\n        allowed\n        reason\n      }\n      addFileType {\n        allowed\n        reason\n      }\n      send {\n        allowed\n      }\n      download {\n        allowed\n      }\n    }\n  }\n"): typeof import('./graphql.ts').FilesTestFileFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FilesTestFileDetails on DataFile {\n    ...FilesTestFile\n    jobs {\n      id\n      action\n      destination {\n        id\n        name\n      }\n      timestamp\n      status\n    }\n    sendDestinations {\n      id\n      name\n      storageFolder\n    }\n  }\n"): typeof import('./graphql.ts').FilesTestFileDetailsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FilesTestFileType on FileType {\n    id\n    regex\n    source {\n      id\n    }\n    category {\n      id\n    }\n    destinations {\n      id\n      name\n    }\n  }\n"): typeof import('./graphql.ts').FilesTestFileTypeFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FilesFileDashboardSources {\n    fileDashboardSources {\n      id\n      name\n      displayOnDashboard\n      storageFolder\n      payer {\n        id\n        name\n      }\n    }\n  }\n"): typeof import('./graphql.ts').FilesFileDashboardSourcesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FilesFiles($sourceId: ID, $search: String, $uncategorized: Boolean, $sort: [DataFileSort!], $skip: Int, $take: Int) {\n    files(sourceId: $sourceId, search: $search, uncategorized: $uncategorized, sort: $sort, skip: $skip, take: $take) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n      }\n      nodes {\n        ...FilesTestFile\n        jobs {\n          id\n          action\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.ts').FilesFilesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FilesFile($id: ID!) {\n    file(id: $id) {\n      ...FilesTestFileDetails\n    }\n  }\n"): typeof import('./graphql.ts').FilesFileDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FilesUncategorizedFileCount {\n    uncategorizedFileCount\n  }\n"): typeof import('./graphql.ts').FilesUncategorizedFileCountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FilesErroredFileBuckets($bucket: String, $take: Int) {\n    erroredFileBuckets\n    erroredFiles(bucket: $bucket, take: $take) {\n      totalCount\n      pageInfo {\n        hasNextPage\n      }\n      nodes {\n        id\n        name\n        erroredBucket\n        storageLocation\n      }\n    }\n  }\n"): typeof import('./graphql.ts').FilesErroredFileBucketsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FilesCategorizeFile($input: CategorizeFileInput!) {\n    categorizeFile(input: $input) {\n      uncategorizedFileCount\n      pattern {\n        id\n        regex\n        category {\n          id\n          name\n        }\n        source {\n          id\n          name\n        }\n      }\n      files {\n        ...FilesTestFileDetails\n      }\n    }\n  }\n"): typeof import('./graphql.ts').FilesCategorizeFileDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FilesCreateFileType($input: CreateFileTypeInput!) {\n    createFileType(input: $input) {\n      type {\n        ...FilesTestFileType\n      }\n      files {\n        id\n        type {\n          id\n          regex\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.ts').FilesCreateFileTypeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FilesUpdateFileType($id: ID!, $input: UpdateFileTypeInput!) {\n    updateFileType(id: $id, input: $input) {\n      ...FilesTestFileType\n    }\n  }\n"): typeof import('./graphql.ts').FilesUpdateFileTypeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FilesUpdateCategoryPattern($id: ID!, $input: UpdateCategoryPatternInput!) {\n    updateCategoryPattern(id: $id, input: $input) {\n      id\n      regex\n      category {\n        id\n      }\n      source {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql.ts').FilesUpdateCategoryPatternDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FilesAddFileSource($input: AddFileSourceInput!) {\n    addFileSource(input: $input) {\n      id\n      name\n      payer {\n        id\n        name\n      }\n      displayOnDashboard\n      storageFolder\n      viewerCan {\n        edit {\n          allowed\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.ts').FilesAddFileSourceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FilesUpdateFileSource($id: ID!, $input: UpdateFileSourceInput!) {\n    updateFileSource(id: $id, input: $input) {\n      id\n      name\n      payer {\n        id\n      }\n      displayOnDashboard\n      storageFolder\n    }\n  }\n"): typeof import('./graphql.ts').FilesUpdateFileSourceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FilesSendFileToSource($fileId: ID!, $destinationId: ID!) {\n    sendFileToSource(fileId: $fileId, destinationId: $destinationId) {\n      file {\n        id\n        jobs {\n          id\n          action\n          destination {\n            id\n            name\n          }\n          status\n        }\n      }\n      delivered {\n        ...FilesTestFile\n      }\n      job {\n        id\n        action\n        destination {\n          id\n          name\n        }\n        status\n      }\n    }\n  }\n"): typeof import('./graphql.ts').FilesSendFileToSourceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FilesViewer {\n    viewer {\n      can {\n        viewFileAdminSections {\n          allowed\n          reason\n        }\n        categorizeFiles {\n          allowed\n          reason\n        }\n        createFileTypes {\n          allowed\n        }\n        editFileTypes {\n          allowed\n        }\n        editFileSources {\n          allowed\n        }\n        addFileSource {\n          allowed\n        }\n        sendFiles {\n          allowed\n        }\n        downloadFiles {\n          allowed\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.ts').FilesViewerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query FilesCategoryConfigIds {\n          categoryConfigs {\n            id\n          }\n        }\n      "): typeof import('./graphql.ts').FilesCategoryConfigIdsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query FilesTypeConfigIds {\n          typeConfigs {\n            id\n          }\n        }\n      "): typeof import('./graphql.ts').FilesTypeConfigIdsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query FilesErroredBuckets {\n          erroredFileBuckets\n        }\n      "): typeof import('./graphql.ts').FilesErroredBucketsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query FilesFilesMatchingPattern($p: String!) {\n            filesMatchingPattern(pattern: $p, take: 5) {\n              totalCount\n              pageInfo {\n                hasNextPage\n                hasPreviousPage\n              }\n              nodes {\n                name\n              }\n            }\n          }\n        "): typeof import('./graphql.ts').FilesFilesMatchingPatternDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GeographyAddressSuggestions($input: String!) {\n    addressSuggestions(input: $input) {\n      placeId\n      description\n      mainText\n      secondaryText\n    }\n  }\n"): typeof import('./graphql.ts').GeographyAddressSuggestionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GeographyResolvedAddress($placeId: ID!) {\n    resolvedAddress(placeId: $placeId) {\n      placeId\n      formattedAddress\n      street\n      city\n      state\n      zip\n      county\n      country\n      lat\n      lng\n    }\n  }\n"): typeof import('./graphql.ts').GeographyResolvedAddressDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditEventsOfRequest($requestId: ID) {\n    auditEvents(requestId: $requestId, take: 10) {\n      nodes {\n        action\n        uid\n        outcome\n        rows\n        targets {\n          key\n          value\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.ts').AuditEventsOfRequestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HospitalsHospitalFacilities2($m: ID!, $d: Boolean) {\n    hospitalFacilities(marketId: $m, showDeactivated: $d) {\n      ...HospitalsTestFacility\n    }\n  }\n"): typeof import('./graphql.ts').HospitalsHospitalFacilities2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HospitalsCreateHospitalFacility($input: CreateHospitalFacilityInput!) {\n    createHospitalFacility(input: $input) {\n      ...HospitalsTestFacilityWithHistory\n    }\n  }\n"): typeof import('./graphql.ts').HospitalsCreateHospitalFacilityDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HospitalsUpdateHospitalFacility($id: ID!, $input: UpdateHospitalFacilityInput!) {\n    updateHospitalFacility(id: $id, input: $input) {\n      ...HospitalsTestFacilityWithHistory\n    }\n  }\n"): typeof import('./graphql.ts').HospitalsUpdateHospitalFacilityDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HospitalsDeactivateHospitalFacility($id: ID!, $note: String) {\n    deactivateHospitalFacility(id: $id, input: { note: $note }) {\n      ...HospitalsTestFacilityWithHistory\n    }\n  }\n"): typeof import('./graphql.ts').HospitalsDeactivateHospitalFacilityDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HospitalsReactivateHospitalFacility($id: ID!, $note: String) {\n    reactivateHospitalFacility(id: $id, input: { note: $note }) {\n      ...HospitalsTestFacilityWithHistory\n    }\n  }\n"): typeof import('./graphql.ts').HospitalsReactivateHospitalFacilityDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query HospitalsStates {\n          states {\n            abbrev\n          }\n        }\n      "): typeof import('./graphql.ts').HospitalsStatesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HospitalsTestFacility on HospitalFacility {\n    id\n    facilityId\n    facilityName\n    address\n    street\n    city\n    state\n    zip\n    npi\n    active\n    deactivatedDt\n    marketId\n    market {\n      id\n      name\n    }\n    lastUpdatedBy {\n      id\n      fullName\n    }\n    lastUpdatedDate\n    totalMemberAdmissions\n    communityEngagementSpecialists {\n      id\n      firstName\n      lastName\n      shortName\n    }\n    viewerCan {\n      edit {\n        allowed\n        reason\n      }\n    }\n  }\n"): typeof import('./graphql.ts').HospitalsTestFacilityFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HospitalsTestFacilityWithHistory on HospitalFacility {\n    ...HospitalsTestFacility\n    history {\n      id\n      entries {\n        id\n        facilityName\n        address\n        active\n        assignedCESs\n        deactivatedDt\n        updatedDt\n        updatedBy {\n          id\n          fullName\n        }\n        note\n      }\n    }\n  }\n"): typeof import('./graphql.ts').HospitalsTestFacilityWithHistoryFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query HospitalsHospitalFacilities($m: ID!) {\n            hospitalFacilities(marketId: $m) {\n              id\n              facilityName\n              active\n              totalMemberAdmissions\n              communityEngagementSpecialists {\n                id\n                shortName\n              }\n            }\n          }\n        "): typeof import('./graphql.ts').HospitalsHospitalFacilitiesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query HospitalsCommunityEngagementSpecialists($m: ID!) {\n            communityEngagementSpecialists(marketId: $m) {\n              id\n              shortName\n              lastName\n            }\n          }\n        "): typeof import('./graphql.ts').HospitalsCommunityEngagementSpecialistsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query HospitalsViewer($m: ID!) {\n        viewer {\n          can {\n            addHospitalFacility {\n              allowed\n              reason\n            }\n          }\n        }\n        hospitalFacilities(marketId: $m) {\n          viewerCan {\n            edit {\n              allowed\n              reason\n            }\n          }\n        }\n      }\n    "): typeof import('./graphql.ts').HospitalsViewerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query HospitalsHospitalFacilityHistory($id: ID!) {\n            hospitalFacilityHistory(facilityId: $id) {\n              id\n              entries {\n                note\n              }\n            }\n          }\n        "): typeof import('./graphql.ts').HospitalsHospitalFacilityHistoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LookupsTestEmployeeName on Employee {\n    id\n    fullName\n    firstName\n    lastName\n  }\n"): typeof import('./graphql.ts').LookupsTestEmployeeNameFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LookupsClosestOffices($lat: Float!, $lng: Float!, $count: Int) {\n    closestOffices(lat: $lat, lng: $lng, count: $count) {\n      distance\n      office {\n        id\n        name\n        commonName\n        eligibleMembers\n        engagedMembers\n        market {\n          id\n          name\n        }\n      }\n      node {\n        id\n        address\n        lat\n        lng\n      }\n      apps {\n        ...LookupsTestEmployeeName\n      }\n      backup1 {\n        ...LookupsTestEmployeeName\n      }\n      backup2 {\n        ...LookupsTestEmployeeName\n      }\n      backup3 {\n        ...LookupsTestEmployeeName\n      }\n      iapps {\n        ...LookupsTestEmployeeName\n      }\n      cess {\n        ...LookupsTestEmployeeName\n      }\n    }\n  }\n"): typeof import('./graphql.ts').LookupsClosestOfficesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LookupsResolvedAddress($placeId: ID!) {\n    resolvedAddress(placeId: $placeId) {\n      placeId\n      county\n      state\n      zip\n      countyActive\n      timeRestricted\n    }\n  }\n"): typeof import('./graphql.ts').LookupsResolvedAddressDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LookupsAddressSuggestions($input: String!) {\n    addressSuggestions(input: $input) {\n      placeId\n      mainText\n      secondaryText\n    }\n  }\n"): typeof import('./graphql.ts').LookupsAddressSuggestionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LookupsMembersNearAddress($input: MemberProximityInput!) {\n    membersNearAddress(input: $input) {\n      distance\n      lat\n      lng\n      highNeeds\n      highNeedsCriteria\n      disengaged\n      dnc\n      visitScheduled\n      cancerIndicated\n      behavioralHealth\n      outOfRange\n      lastAdmit\n      recentErVisit\n      lastDropIn\n      lastVisit\n      member {\n        id\n        aaneelId\n        memberId\n        fullName\n        engaged\n      }\n    }\n  }\n"): typeof import('./graphql.ts').LookupsMembersNearAddressDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query LookupsMembersNearAddress2($input: MemberProximityInput!) {\n        membersNearAddress(input: $input) {\n          distance\n          highNeedsCriteria\n          lastDropIn\n          lastVisit\n          member {\n            id\n            memberId\n            fullName\n            address1\n            city\n            state\n            zip\n            payer {\n              id\n              name\n            }\n            office {\n              id\n              name\n            }\n          }\n        }\n      }\n    "): typeof import('./graphql.ts').LookupsMembersNearAddress2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query MarketAssignmentsMarkets {\n          markets {\n            id\n          }\n        }\n      "): typeof import('./graphql.ts').MarketAssignmentsMarketsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MarketAssignmentsTestMarketAssignment on MarketAssignment {\n    id\n    officeId\n    assignmentTypeId\n    employeeId\n    activeDt\n    inactiveDt\n    employee {\n      id\n      firstName\n      lastName\n    }\n  }\n"): typeof import('./graphql.ts').MarketAssignmentsTestMarketAssignmentFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MarketAssignmentsMarketAssignmentTable($m: ID!) {\n    marketAssignmentTable(marketId: $m) {\n      id\n      market {\n        id\n        name\n      }\n      regionalVicePresident {\n        ...MarketAssignmentsTestMarketAssignment\n      }\n      seniorMedicalOfficer {\n        ...MarketAssignmentsTestMarketAssignment\n      }\n      auditorEducator {\n        ...MarketAssignmentsTestMarketAssignment\n      }\n      viewerCan {\n        change {\n          allowed\n          reason\n        }\n      }\n      rows {\n        id\n        communityName\n        office {\n          id\n          name\n          active\n        }\n        assignments {\n          ...MarketAssignmentsTestMarketAssignment\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.ts').MarketAssignmentsMarketAssignmentTableDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarketAssignmentsChangeAssignment($input: ChangeAssignmentInput!) {\n    changeAssignment(input: $input) {\n      assigned {\n        ...MarketAssignmentsTestMarketAssignment\n      }\n      ended {\n        ...MarketAssignmentsTestMarketAssignment\n      }\n      table {\n        id\n        regionalVicePresident {\n          ...MarketAssignmentsTestMarketAssignment\n        }\n        seniorMedicalOfficer {\n          ...MarketAssignmentsTestMarketAssignment\n        }\n        auditorEducator {\n          ...MarketAssignmentsTestMarketAssignment\n        }\n        marketLevelHistory {\n          ...MarketAssignmentsTestMarketAssignment\n        }\n      }\n      rows {\n        id\n        assignments {\n          ...MarketAssignmentsTestMarketAssignment\n        }\n        history {\n          ...MarketAssignmentsTestMarketAssignment\n        }\n      }\n      clinician {\n        id\n        collaboratingPhysician {\n          id\n          employee {\n            id\n          }\n        }\n        designatedPhysician {\n          id\n          employee {\n            id\n          }\n        }\n        history {\n          id\n          employee {\n            id\n          }\n          inactiveDt\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.ts').MarketAssignmentsChangeAssignmentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query MarketAssignmentsNeighborhoodAssignments($o: ID!) {\n            neighborhoodAssignments(officeId: $o) {\n              id\n              history {\n                ...MarketAssignmentsTestMarketAssignment\n              }\n            }\n          }\n        "): typeof import('./graphql.ts').MarketAssignmentsNeighborhoodAssignmentsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query MarketAssignmentsClinicianAssignments {\n            clinicianAssignments {\n              id\n              clinician {\n                id\n                lastName\n              }\n              market {\n                id\n              }\n              physiciansRequired\n              collaboratingPhysician {\n                id\n                employee {\n                  id\n                }\n              }\n              designatedPhysician {\n                id\n              }\n            }\n          }\n        "): typeof import('./graphql.ts').MarketAssignmentsClinicianAssignmentsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query MarketAssignmentsDncRequest($id: ID!) {\n        dncRequest(id: $id) {\n          id\n          viewerCan {\n            decide {\n              allowed\n              reason\n            }\n          }\n        }\n      }\n    "): typeof import('./graphql.ts').MarketAssignmentsDncRequestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query MarketAssignmentsDncRequests {\n        dncRequests(tab: CD, mine: true, take: 160) {\n          nodes {\n            id\n          }\n        }\n      }\n    "): typeof import('./graphql.ts').MarketAssignmentsDncRequestsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query MarketsStates {\n          states {\n            abbrev\n          }\n        }\n      "): typeof import('./graphql.ts').MarketsStatesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MarketsTestMarketColumns on Market {\n    id\n    name\n    officePrefix\n    active\n    address\n    city\n    stateAbbrev\n    zipCode\n    phone\n    faxDriveEmail\n    faxDriveId\n    quantaFloDriveId\n  }\n"): typeof import('./graphql.ts').MarketsTestMarketColumnsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query MarketsMarkets {\n            markets {\n              ...MarketsTestMarketColumns\n              state {\n                abbrev\n                name\n              }\n            }\n          }\n        "): typeof import('./graphql.ts').MarketsMarketsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query MarketsMarkets2 {\n            markets(includeHidden: true) {\n              id\n            }\n          }\n        "): typeof import('./graphql.ts').MarketsMarkets2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query MarketsMarket($id: ID!) {\n            market(id: $id) {\n              id\n              name\n            }\n            missing: market(id: \"123456789\") {\n              id\n            }\n          }\n        "): typeof import('./graphql.ts').MarketsMarketDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query MarketsMarket2 {\n          market(id: \"abc\") {\n            id\n          }\n        }\n      "): typeof import('./graphql.ts').MarketsMarket2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query MarketsMarkets3 {\n          markets {\n            id\n          }\n        }\n      "): typeof import('./graphql.ts').MarketsMarkets3Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query MarketsStates2($m: ID) {\n            states {\n              abbrev\n              name\n              lat\n              lng\n              zoom\n            }\n            marketPlans(marketId: $m) {\n              marketId\n              planId\n              market\n              plan\n            }\n            all: marketPlans {\n              marketId\n            }\n          }\n        "): typeof import('./graphql.ts').MarketsStates2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query MarketsViewerCan($id: ID!) {\n        market(id: $id) {\n          viewerCan {\n            update\n          }\n        }\n      }\n    "): typeof import('./graphql.ts').MarketsViewerCanDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query MarketsOffices($m: ID, $c: Boolean) {\n        offices(marketId: $m, includeCommunities: $c) {\n          id\n          name\n          marketId\n          communityId\n          isCommunity\n          active\n          outreaching\n          deleted\n          eligibleMembers\n          engagedMembers\n          officeNodes {\n            id\n            address\n            lat\n            lng\n            addedDt\n          }\n        }\n      }\n    "): typeof import('./graphql.ts').MarketsOfficesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query MarketsOfficeCommunities($m: ID) {\n            offices(marketId: $m) {\n              communityId\n            }\n          }\n        "): typeof import('./graphql.ts').MarketsOfficeCommunitiesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query MarketsOffices2($c: String) {\n            offices(community: $c) {\n              communityId\n              name\n            }\n          }\n        "): typeof import('./graphql.ts').MarketsOffices2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query MarketsOffice($id: ID!) {\n            office(id: $id) {\n              id\n              name\n              market {\n                id\n              }\n            }\n            missing: office(id: \"987654321\") {\n              id\n            }\n          }\n        "): typeof import('./graphql.ts').MarketsOfficeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query MarketsMarketOffices($id: ID!) {\n            market(id: $id) {\n              offices {\n                id\n              }\n            }\n          }\n        "): typeof import('./graphql.ts').MarketsMarketOfficesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query MarketsMarkets4 {\n            markets(includeHidden: true) {\n              offices {\n                id\n                name\n              }\n            }\n          }\n        "): typeof import('./graphql.ts').MarketsMarkets4Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query MarketsOffices3 {\n            offices {\n              id\n              market {\n                name\n              }\n            }\n          }\n        "): typeof import('./graphql.ts').MarketsOffices3Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation MarketsUpdateMarket($id: ID!, $input: UpdateMarketInput!) {\n      updateMarket(id: $id, input: $input) {\n        ...MarketsTestMarketColumns\n        viewerCan {\n          update\n        }\n      }\n    }\n  "): typeof import('./graphql.ts').MarketsUpdateMarketDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query MarketsMarketFields($id: ID!) {\n            market(id: $id) {\n              ...MarketsTestMarketColumns\n            }\n          }\n        "): typeof import('./graphql.ts').MarketsMarketFieldsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MedicalRecordsMedicalRecordRequests {\n    medicalRecordRequests {\n      id\n      requestedBy\n      requestedAt\n      ccdXml\n      ccdPdf\n      progNote\n      justAaneel\n      membersRequested\n      filesLoaded\n      filesProcessed\n      status\n      finishedAt\n      extractPath\n    }\n    viewer {\n      can {\n        requestMedicalRecords {\n          allowed\n          reason\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.ts').MedicalRecordsMedicalRecordRequestsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query MedicalRecordsMedicalRecordRequests2 {\n            medicalRecordRequests {\n              id\n            }\n          }\n        "): typeof import('./graphql.ts').MedicalRecordsMedicalRecordRequests2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query MedicalRecordsViewer {\n            viewer {\n              can {\n                requestMedicalRecords {\n                  allowed\n                  reason\n                }\n              }\n            }\n          }\n        "): typeof import('./graphql.ts').MedicalRecordsViewerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MemberRecordTestCard on MemberRecord {\n    id\n    aaneelId\n    firstName\n    lastName\n    fullName\n    dateOfBirth\n    birthdaySoon\n    gender\n    memberId\n    mbi\n    payerName\n    planName\n    homePhone\n    activeAddress\n    marketId\n    marketName\n    officeId\n    officeName\n    communityId\n    app {\n      id\n      fullName\n    }\n    pcc {\n      id\n      fullName\n    }\n    weather\n    insuranceGroup\n    pcpName\n    clinicalGroup\n    eligible\n    engaged\n    engagedAt\n    eligibilityLabel\n    termDate\n    termReason {\n      id\n      name\n    }\n    deceasedDate\n    pendingTransition\n    pendingDnc\n    dnc\n    dropInIneligible\n    headerTone\n    recentAdmission\n    lastRedBoxErrorAt\n    riskType {\n      id\n      name\n    }\n    viewerCan {\n      term {\n        allowed\n        reason\n      }\n      returnEligible {\n        allowed\n        reason\n      }\n      requestDnc {\n        allowed\n        reason\n      }\n      removeDnc {\n        allowed\n        reason\n      }\n      skipDncReview\n      revokeDropIn {\n        allowed\n        reason\n      }\n      restoreDropIn {\n        allowed\n        reason\n      }\n      changeOffice {\n        allowed\n        reason\n      }\n      changeOfficeAnyMarket\n      reportRedBoxError {\n        allowed\n        reason\n      }\n      setContactValidity {\n        allowed\n        reason\n      }\n      sendEligibilityInquiry {\n        allowed\n        reason\n      }\n      termReasons {\n        id\n        name\n      }\n      transitionPlanReasonIds\n    }\n  }\n"): typeof import('./graphql.ts').MemberRecordTestCardFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MemberRecordTestResult on MemberActionResult {\n    member {\n      ...MemberRecordTestCard\n    }\n    eligibilityChange {\n      id\n      changeType\n      status\n      memberId\n      termReason {\n        id\n      }\n      tab\n      member {\n        id\n        aaneelId\n        fullName\n        officeId\n      }\n      changeLog {\n        statusChangedTo\n      }\n      assignedEmployees {\n        id\n        fullName\n      }\n      viewerIsAssigned\n      viewerCan {\n        approve\n        reject\n        update\n        cancel\n      }\n    }\n    dncRequest {\n      id\n      approvalType\n      approved\n      isReturn\n      reasonId\n      tab\n      member {\n        id\n        aaneelId\n        fullName\n      }\n      requestedBy {\n        id\n      }\n      assignedEmployees {\n        id\n      }\n      viewerCan {\n        approve\n        reject\n      }\n    }\n    officeTransfer {\n      id\n      status\n      toOffice {\n        id\n      }\n      tab\n      member {\n        id\n        aaneelId\n        fullName\n      }\n      assignedEmployees {\n        id\n      }\n      viewerCan {\n        save\n        approve\n      }\n    }\n    deattributionTabCounts {\n      tab\n      count\n    }\n    dncTabCounts {\n      tab\n      count\n    }\n    transferTabCounts {\n      tab\n      count\n    }\n  }\n"): typeof import('./graphql.ts').MemberRecordTestResultFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MemberRecordMemberRecord($id: ID!) {\n    memberRecord(id: $id) {\n      ...MemberRecordTestCard\n    }\n  }\n"): typeof import('./graphql.ts').MemberRecordMemberRecordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n            query MemberRecordDeattributionCounts {\n              deattributionTabCounts {\n                tab\n                count\n              }\n            }\n          "): typeof import('./graphql.ts').MemberRecordDeattributionCountsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n            query MemberRecordDncCounts {\n              dncTabCounts {\n                tab\n                count\n              }\n            }\n          "): typeof import('./graphql.ts').MemberRecordDncCountsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n            query MemberRecordTransferCounts {\n              transferTabCounts {\n                tab\n                count\n              }\n            }\n          "): typeof import('./graphql.ts').MemberRecordTransferCountsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query MemberRecordMemberRecord2($id: ID!) {\n            memberRecord(id: $id) {\n              id\n              overview {\n                stratification\n                currentNumberOfMedications\n                recentCancerIndicator\n                recentBhIndicator\n                rafDelta\n                totalRiskEngagedMonths\n                outreachFirstAttemptedAt\n                outreachLastAttemptedAt\n                outreachFirstContactedAt\n                outreachLastContactedAt\n                lastIvVisitDate\n                lastIvVisitStatus\n                disengaged\n                missedVisitNotScheduled\n                acuteAdmitsLastMonth\n                acuteAdmits3Months\n                acuteAdmits12Months\n                erVisitsLastMonth\n                erVisits3Months\n                erVisits12Months\n                ivAvCurrentYear\n                lastAppointmentAt\n                lastAppointmentType\n                nextAppointmentAt\n                nextAppointmentType\n                lastSocialWorkVisitDate\n                lastAdmitDate\n                lastAdmitType\n                psvEligible\n                f2fEligible\n                isEngaged\n                groupName\n                pcpNameFromQuality\n                pcpGroupNameFromQuality\n                marketDesc\n              }\n              officeChanges {\n                id\n                status\n                toOffice {\n                  id\n                  name\n                }\n                fromOffice {\n                  id\n                  name\n                }\n                requestedAt\n              }\n              eligibilityChanges {\n                id\n                changeType\n                status\n                termReason {\n                  id\n                  name\n                }\n              }\n              dropInLogs {\n                id\n                changedAt\n                changedBy {\n                  id\n                  fullName\n                }\n                inEligible\n                reason\n                note\n              }\n              visits {\n                id\n                start\n                visitWith {\n                  id\n                  fullName\n                }\n                visitType\n                status\n              }\n              communications {\n                id\n                at\n                purpose\n                fromPersonName\n                outcome\n                conversation\n                campaignName\n                campaignId\n                byViewer\n              }\n              addresses {\n                id\n                formattedAddress\n                address1\n                city\n                state\n                zip\n                primary\n                active\n                inactiveDate\n              }\n              phoneNumbers {\n                id\n                number\n                type\n                note\n                activeDate\n                updatedAt\n                valid\n              }\n              emails {\n                id\n                address\n                note\n                activeDate\n                valid\n              }\n              census {\n                id\n                admissionDate\n                dischargeDate\n                type\n                servicePlace\n                facilityName\n                attendingDoctorName\n                serviceType\n                note\n              }\n              callListHistory {\n                campaignId\n                campaignName\n                listDate\n                driver\n                points\n                reason\n                poppedAt\n              }\n              dncRequests {\n                id\n                reasonId\n                reason\n                approvalType\n                approved\n                isReturn\n              }\n            }\n          }\n        "): typeof import('./graphql.ts').MemberRecordMemberRecord2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query MemberRecordPhoneTab($id: ID!) {\n          memberRecord(id: $id) {\n            id\n            phoneNumbers {\n              id\n            }\n          }\n        }\n      "): typeof import('./graphql.ts').MemberRecordPhoneTabDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query MemberRecordCensusTab($id: ID!) {\n          memberRecord(id: $id) {\n            id\n            census {\n              id\n            }\n          }\n        }\n      "): typeof import('./graphql.ts').MemberRecordCensusTabDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query MemberRecordCallListTab($id: ID!) {\n          memberRecord(id: $id) {\n            id\n            callListHistory {\n              listDate\n            }\n          }\n        }\n      "): typeof import('./graphql.ts').MemberRecordCallListTabDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query MemberRecordOfficeChangesTab($id: ID!) {\n          memberRecord(id: $id) {\n            id\n            officeChanges {\n              id\n              toOffice {\n                id\n              }\n            }\n          }\n        }\n      "): typeof import('./graphql.ts').MemberRecordOfficeChangesTabDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query MemberRecordMemberRecord3($id: ID!) {\n            memberRecord(id: $id) {\n              communications {\n                campaignId\n                campaignName\n                purpose\n              }\n            }\n          }\n        "): typeof import('./graphql.ts').MemberRecordMemberRecord3Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query MemberRecordDropInIneligibleReasons {\n            dropInIneligibleReasons\n            callOutcomes\n          }\n        "): typeof import('./graphql.ts').MemberRecordDropInIneligibleReasonsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query MemberRecordMemberRecord4($id: ID!) {\n            memberRecord(id: $id) {\n              id\n              fullName\n              headerTone\n              eligibilityLabel\n              birthdaySoon\n            }\n          }\n        "): typeof import('./graphql.ts').MemberRecordMemberRecord4Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation MemberRecordTermMember($input: MemberTermInput!) {\n      termMember(input: $input) {\n        ...MemberRecordTestResult\n      }\n    }\n  "): typeof import('./graphql.ts').MemberRecordTermMemberDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation MemberRecordReturnMemberEligible($input: MemberNoteInput!) {\n      returnMemberEligible(input: $input) {\n        ...MemberRecordTestResult\n      }\n    }\n  "): typeof import('./graphql.ts').MemberRecordReturnMemberEligibleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation MemberRecordRequestMemberDnc($input: MemberDncInput!) {\n      requestMemberDnc(input: $input) {\n        ...MemberRecordTestResult\n      }\n    }\n  "): typeof import('./graphql.ts').MemberRecordRequestMemberDncDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation MemberRecordRemoveMemberDnc($input: MemberNoteInput!) {\n      removeMemberDnc(input: $input) {\n        ...MemberRecordTestResult\n      }\n    }\n  "): typeof import('./graphql.ts').MemberRecordRemoveMemberDncDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation MemberRecordRevokeMemberDropIn($input: MemberDropInRevokeInput!) {\n      revokeMemberDropIn(input: $input) {\n        ...MemberRecordTestResult\n      }\n    }\n  "): typeof import('./graphql.ts').MemberRecordRevokeMemberDropInDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation MemberRecordRestoreMemberDropIn($input: MemberNoteInput!) {\n      restoreMemberDropIn(input: $input) {\n        ...MemberRecordTestResult\n      }\n    }\n  "): typeof import('./graphql.ts').MemberRecordRestoreMemberDropInDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation MemberRecordChangeMemberOffice($input: MemberOfficeChangeInput!) {\n      changeMemberOffice(input: $input) {\n        ...MemberRecordTestResult\n      }\n    }\n  "): typeof import('./graphql.ts').MemberRecordChangeMemberOfficeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation MemberRecordReportRedBoxError($id: ID!) {\n      reportRedBoxError(memberId: $id) {\n        ...MemberRecordTestResult\n      }\n    }\n  "): typeof import('./graphql.ts').MemberRecordReportRedBoxErrorDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation MemberRecordSetPhoneValidity($input: ContactValidityInput!) {\n      setPhoneValidity(input: $input) {\n        id\n        valid\n      }\n    }\n  "): typeof import('./graphql.ts').MemberRecordSetPhoneValidityDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation MemberRecordSetEmailValidity($input: ContactValidityInput!) {\n      setEmailValidity(input: $input) {\n        id\n        valid\n      }\n    }\n  "): typeof import('./graphql.ts').MemberRecordSetEmailValidityDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation MemberRecordSendEligibilityInquiry($input: EligibilityInquiryInput!) {\n      sendEligibilityInquiry(input: $input) {\n        ticketNumber\n      }\n    }\n  "): typeof import('./graphql.ts').MemberRecordSendEligibilityInquiryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation MemberRecordLogCallOutcome($input: CallOutcomeInput!) {\n      logCallOutcome(input: $input) {\n        id\n        outcome\n        conversation\n        byViewer\n      }\n    }\n  "): typeof import('./graphql.ts').MemberRecordLogCallOutcomeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query MemberRecordMemberRecord5($id: ID!) {\n            memberRecord(id: $id) {\n              dropInLogs {\n                inEligible\n                reason\n                note\n              }\n            }\n          }\n        "): typeof import('./graphql.ts').MemberRecordMemberRecord5Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query MemberRecordMemberOfficeChoices($id: ID!) {\n            memberOfficeChoices(memberId: $id) {\n              id\n              marketId\n              name\n            }\n          }\n        "): typeof import('./graphql.ts').MemberRecordMemberOfficeChoicesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n            query MemberRecordMemberOfficeChoices2($id: ID!) {\n              memberOfficeChoices(memberId: $id) {\n                id\n              }\n            }\n          "): typeof import('./graphql.ts').MemberRecordMemberOfficeChoices2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query MemberRecordOfficeTransfer($id: ID!) {\n            officeTransfer(id: $id) {\n              id\n              tab\n              memberId\n            }\n          }\n        "): typeof import('./graphql.ts').MemberRecordOfficeTransferDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query MembersAddPayers {\n          payers {\n            id\n            name\n          }\n        }\n      "): typeof import('./graphql.ts').MembersAddPayersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddMember($input: AddMemberInput!) {\n    addMember(input: $input) {\n      id\n      aaneelId\n    }\n  }\n"): typeof import('./graphql.ts').AddMemberDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MembersAddMemberRecord($id: ID!) {\n    memberRecord(id: $id) {\n      id\n      aaneelId\n      fullName\n      dateOfBirth\n      gender\n      memberId\n      mbi\n      payerName\n      homePhone\n      activeAddress\n      marketId\n      officeId\n      eligible\n      engaged\n      phoneNumbers {\n        number\n        type\n        valid\n      }\n      addresses {\n        formattedAddress\n        address1\n        city\n        state\n        zip\n        primary\n        active\n      }\n      emails {\n        address\n        valid\n      }\n    }\n  }\n"): typeof import('./graphql.ts').MembersAddMemberRecordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n            query MembersAddViewer {\n              viewer {\n                can {\n                  addMember\n                }\n              }\n            }\n          "): typeof import('./graphql.ts').MembersAddViewerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MetricsMetricsOfficeTree($employeeId: ID) {\n    metricsOfficeTree(employeeId: $employeeId) {\n      key\n      kind\n      label\n      officeId\n      children {\n        key\n        kind\n        label\n        officeId\n        children {\n          key\n          kind\n          label\n          officeId\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.ts').MetricsMetricsOfficeTreeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MetricsMetricsDashboardHeader($employeeId: ID) {\n    metricsDashboardHeader(employeeId: $employeeId) {\n      employeeId\n      showRoleToggle\n      defaultRole\n      canPickTeamMember\n      teamMembers {\n        employeeId\n        fullName\n        defaultRole\n      }\n    }\n  }\n"): typeof import('./graphql.ts').MetricsMetricsDashboardHeaderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MetricsMetricsDashboard($officeIds: [ID!]!, $role: DashboardRole!, $employeeId: ID) {\n    metricsDashboard(officeIds: $officeIds, role: $role, employeeId: $employeeId) {\n      role\n      actionablePanelSize\n      eligibleMembers\n      hedisGapCount\n      acuity {\n        level\n        count\n        percent\n        color\n      }\n      metrics {\n        id\n        label\n        group\n        value\n        denominator\n        hoverText\n        table\n        viewTarget\n        expansion\n        columns {\n          field\n          key\n          label\n          type\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.ts').MetricsMetricsDashboardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MetricsMetricRows(\n    $metricId: ID!\n    $officeIds: [ID!]!\n    $role: DashboardRole!\n    $skip: Int\n    $take: Int\n    $sort: [MetricRowSort!]\n    $employeeId: ID\n  ) {\n    metricRows(metricId: $metricId, officeIds: $officeIds, role: $role, skip: $skip, take: $take, sort: $sort, employeeId: $employeeId) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n      }\n      nodes {\n        id\n        memberId\n        aaneelId\n        memberFullName\n        office\n        stratification\n        lastPhqScore\n        currentNumberOfMedications\n        transferOffice\n        admissionDatetime\n        expectedDischargeDate\n        visitDatetime\n        title\n        priority\n        dueDate\n        lastOutcome\n        description\n        highNeedCriteria\n      }\n    }\n  }\n"): typeof import('./graphql.ts').MetricsMetricRowsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MetricsOneList($officeIds: [ID!]!, $search: String, $metricId: ID, $sort: [MetricRowSort!], $skip: Int, $take: Int) {\n    oneList(officeIds: $officeIds, search: $search, metricId: $metricId, sort: $sort, skip: $skip, take: $take) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n      }\n      nodes {\n        id\n        memberId\n        aaneelId\n        memberFullName\n        office\n      }\n      columns {\n        field\n        key\n        label\n      }\n    }\n  }\n"): typeof import('./graphql.ts').MetricsOneListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query NeighborhoodsStates {\n          states {\n            abbrev\n          }\n        }\n      "): typeof import('./graphql.ts').NeighborhoodsStatesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NeighborhoodsTestOffice on Office {\n    id\n    name\n    marketId\n    communityId\n    commonName\n    active\n    outreaching\n    isCommunity\n    eligibleMembers\n    engagedMembers\n    staffingGap\n    viewerCan {\n      update {\n        allowed\n        reason\n      }\n    }\n  }\n"): typeof import('./graphql.ts').NeighborhoodsTestOfficeFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation NeighborhoodsAddNeighborhood($input: AddNeighborhoodInput!) {\n    addNeighborhood(input: $input) {\n      message\n      offices {\n        ...NeighborhoodsTestOffice\n      }\n    }\n  }\n"): typeof import('./graphql.ts').NeighborhoodsAddNeighborhoodDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation NeighborhoodsUpdateNeighborhood($id: ID!, $input: UpdateNeighborhoodInput!) {\n    updateNeighborhood(id: $id, input: $input) {\n      message\n      offices {\n        ...NeighborhoodsTestOffice\n        changeLogs {\n          commonName\n          active\n          outreaching\n          updatedBy\n          updatedDt\n        }\n      }\n    }\n  }\n"): typeof import('./graphql.ts').NeighborhoodsUpdateNeighborhoodDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query NeighborhoodsOfficeRows($m: ID) {\n            offices(marketId: $m) {\n              ...NeighborhoodsTestOffice\n            }\n          }\n        "): typeof import('./graphql.ts').NeighborhoodsOfficeRowsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query NeighborhoodsViewerCan($id: ID!) {\n        viewer {\n          can {\n            addNeighborhood {\n              allowed\n              reason\n            }\n          }\n        }\n        office(id: $id) {\n          viewerCan {\n            update {\n              allowed\n              reason\n            }\n          }\n        }\n      }\n    "): typeof import('./graphql.ts').NeighborhoodsViewerCanDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query NeighborhoodsOfficeLogs($id: ID!) {\n            office(id: $id) {\n              changeLogs {\n                commonName\n                active\n                outreaching\n                updatedBy\n                updatedDt\n              }\n              nodeLogs {\n                address\n                addedDt\n                addedBy\n                deactivatedDt\n              }\n            }\n          }\n        "): typeof import('./graphql.ts').NeighborhoodsOfficeLogsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query NeighborhoodsOfficeNames($m: ID) {\n            offices(marketId: $m) {\n              name\n            }\n          }\n        "): typeof import('./graphql.ts').NeighborhoodsOfficeNamesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query ProviderDetailsStates {\n          states {\n            abbrev\n          }\n        }\n      "): typeof import('./graphql.ts').ProviderDetailsStatesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProviderDetailsTestProviderDetail on ProviderDetail {\n    id\n    employeeId\n    name\n    communities\n    panelSize\n    inRange\n    exclusiveInRange\n    dailyIvLimit\n    ivCount\n    ivOpportunityCount\n    availability\n    maxDistanceFromHB\n    f2FEligible\n    telehealthEligible\n    psvEligible\n    viewerCan {\n      update {\n        allowed\n        reason\n      }\n    }\n  }\n"): typeof import('./graphql.ts').ProviderDetailsTestProviderDetailFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProviderDetailsProviderDetails($m: ID!, $s: Date!, $e: Date!) {\n    providerDetails(marketId: $m, start: $s, end: $e) {\n      ...ProviderDetailsTestProviderDetail\n    }\n  }\n"): typeof import('./graphql.ts').ProviderDetailsProviderDetailsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProviderDetailsUpdateProviderDetails($m: ID!, $s: Date!, $e: Date!, $input: UpdateProviderDetailsInput!) {\n    updateProviderDetails(marketId: $m, start: $s, end: $e, input: $input) {\n      ...ProviderDetailsTestProviderDetail\n    }\n  }\n"): typeof import('./graphql.ts').ProviderDetailsUpdateProviderDetailsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProviderDetailsProviderChangeLogs($id: ID!) {\n    providerChangeLogs(employeeId: $id) {\n      id\n      employeeId\n      dailyIvLimit\n      maxDistance\n      f2FEligible\n      telehealthEligible\n      psvEligible\n      updatedDt\n      updatedBy\n    }\n  }\n"): typeof import('./graphql.ts').ProviderDetailsProviderChangeLogsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query ProviderDetailsViewer {\n        viewer {\n          can {\n            seeFullProviderColumns\n          }\n        }\n      }\n    "): typeof import('./graphql.ts').ProviderDetailsViewerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query ReferenceDataCohorts {\n          cohorts {\n            id\n          }\n        }\n      "): typeof import('./graphql.ts').ReferenceDataCohortsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReferenceDataTestContract on Contract {\n    id\n    name\n    status\n    payerId\n    payer {\n      id\n      name\n    }\n    geography\n    riskTypeId\n    riskType {\n      id\n      name\n    }\n    algorithm\n    startDt\n    atRiskDt\n    disabled\n    viewerCan {\n      update {\n        allowed\n        reason\n      }\n      terminate {\n        allowed\n        reason\n      }\n    }\n  }\n"): typeof import('./graphql.ts').ReferenceDataTestContractFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReferenceDataAddCounty($input: AddCountyInput!) {\n    addCounty(input: $input) {\n      id\n      county\n      stateAbbrev\n    }\n  }\n"): typeof import('./graphql.ts').ReferenceDataAddCountyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReferenceDataCreateContract($input: ContractInput!) {\n    createContract(input: $input) {\n      ...ReferenceDataTestContract\n    }\n  }\n"): typeof import('./graphql.ts').ReferenceDataCreateContractDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReferenceDataUpdateContract($id: ID!, $input: ContractInput!) {\n    updateContract(id: $id, input: $input) {\n      ...ReferenceDataTestContract\n    }\n  }\n"): typeof import('./graphql.ts').ReferenceDataUpdateContractDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReferenceDataTerminateContract($id: ID!) {\n    terminateContract(id: $id) {\n      ...ReferenceDataTestContract\n    }\n  }\n"): typeof import('./graphql.ts').ReferenceDataTerminateContractDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query ReferenceDataCohorts2 {\n            cohorts {\n              id\n              name\n              createdDt\n              memberCount\n              pendingMemberCount\n            }\n          }\n        "): typeof import('./graphql.ts').ReferenceDataCohorts2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query ReferenceDataCohorts3 {\n            cohorts {\n              id\n              memberCount\n              pendingMemberCount\n              createdDt\n            }\n          }\n        "): typeof import('./graphql.ts').ReferenceDataCohorts3Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query ReferenceDataCounties {\n            counties {\n              id\n              county\n              stateAbbrev\n            }\n            ga: counties(stateAbbrev: \"GA\") {\n              county\n              stateAbbrev\n            }\n            countyStates {\n              abbrev\n              name\n            }\n          }\n        "): typeof import('./graphql.ts').ReferenceDataCountiesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query ReferenceDataCounties2 {\n            counties(stateAbbrev: \"GA\") {\n              id\n              county\n            }\n          }\n        "): typeof import('./graphql.ts').ReferenceDataCounties2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query ReferenceDataCounties3 {\n            counties(stateAbbrev: \"GA\") {\n              id\n              county\n            }\n          }\n        "): typeof import('./graphql.ts').ReferenceDataCounties3Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query ReferenceDataCounties4 {\n            counties {\n              id\n            }\n          }\n        "): typeof import('./graphql.ts').ReferenceDataCounties4Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query ReferenceDataViewer {\n        viewer {\n          can {\n            addCounty {\n              allowed\n              reason\n            }\n            addContract {\n              allowed\n              reason\n            }\n          }\n        }\n      }\n    "): typeof import('./graphql.ts').ReferenceDataViewerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query ReferenceDataContracts {\n            contracts {\n              ...ReferenceDataTestContract\n            }\n          }\n        "): typeof import('./graphql.ts').ReferenceDataContractsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query ReferenceDataPayers {\n            payers {\n              id\n              name\n              selfPay\n            }\n            riskTypes {\n              id\n              name\n            }\n          }\n        "): typeof import('./graphql.ts').ReferenceDataPayersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n            query ReportsViewer {\n              viewer {\n                can {\n                  runMarketMembersExport {\n                    allowed\n                    reason\n                  }\n                }\n              }\n            }\n          "): typeof import('./graphql.ts').ReportsViewerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SupportCreateSupportTicket($input: SupportTicketInput!) {\n    createSupportTicket(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql.ts').SupportCreateSupportTicketDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query TerritoryStates {\n          states {\n            abbrev\n          }\n        }\n      "): typeof import('./graphql.ts').TerritoryStatesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TerritoryMemberPoints($m: ID!, $o: ID, $e: EngagementFilter) {\n    memberPoints(marketId: $m, officeId: $o, engagement: $e) {\n      memberId\n      aaneelId\n      lat\n      lng\n      officeId\n      office\n      engaged\n      nhZone\n    }\n  }\n"): typeof import('./graphql.ts').TerritoryMemberPointsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TerritoryMarketHexes($m: ID!, $l: Int!) {\n    marketHexes(marketId: $m, layer: $l) {\n      hex\n      count\n    }\n  }\n"): typeof import('./graphql.ts').TerritoryMarketHexesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TerritoryHexMemberCount($l: Int!, $h: [ID!]!) {\n    hexMemberCount(layer: $l, hexes: $h)\n  }\n"): typeof import('./graphql.ts').TerritoryHexMemberCountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TerritoryTerritoryCapabilities {\n    territoryCapabilities {\n      hexModes {\n        allowed\n        reason\n      }\n    }\n  }\n"): typeof import('./graphql.ts').TerritoryTerritoryCapabilitiesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TerritoryMemberHomes($m: ID!, $o: ID, $e: EngagementFilter) {\n    memberHomes(marketId: $m, officeId: $o, engagement: $e) {\n      count\n      memberIds\n      aaneelIds\n      lats\n      lngs\n      officeIndexes\n      engaged\n      offices {\n        officeId\n        name\n        nhZone\n      }\n    }\n  }\n"): typeof import('./graphql.ts').TerritoryMemberHomesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query TransfersTransferTabCounts {\n          transferTabCounts {\n            tab\n            count\n          }\n        }\n      "): typeof import('./graphql.ts').TransfersTransferTabCountsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TransfersTestOfficeTransfer on OfficeTransfer {\n    id\n    memberId\n    note\n    requestedAt\n    effectiveDate\n    status\n    changeStatus\n    statusChangedAt\n    transitionNotes\n    chartReview\n    medReview\n    acuityLevel\n    transferType\n    processed\n    processedAt\n    error\n    tab\n    member {\n      id\n      fullName\n      dateOfBirth\n      officeId\n      officeName\n      communityId\n      marketId\n    }\n    toOffice {\n      id\n      name\n      communityId\n      marketId\n    }\n    fromOffice {\n      id\n      name\n    }\n    requestedBy {\n      id\n      fullName\n    }\n    assignedEmployees {\n      id\n      fullName\n    }\n    viewerCan {\n      save\n      approve\n      reject\n      acknowledge\n    }\n  }\n"): typeof import('./graphql.ts').TransfersTestOfficeTransferFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TransfersTestOfficeTransferResult on OfficeTransferResult {\n    transfer {\n      ...TransfersTestOfficeTransfer\n    }\n    message\n    tabCounts {\n      tab\n      count\n    }\n  }\n"): typeof import('./graphql.ts').TransfersTestOfficeTransferResultFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TransfersOfficeTransfers(\n    $tab: TransferTab!\n    $filters: [OfficeTransferFilter!]\n    $sort: [OfficeTransferSort!]\n    $skip: Int\n    $take: Int\n  ) {\n    officeTransfers(tab: $tab, filters: $filters, sort: $sort, skip: $skip, take: $take) {\n      totalCount\n      nodes {\n        ...TransfersTestOfficeTransfer\n      }\n    }\n  }\n"): typeof import('./graphql.ts').TransfersOfficeTransfersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation TransfersSave($input: OfficeTransferInput!) {\n      saveOfficeTransfer(input: $input) {\n        ...TransfersTestOfficeTransferResult\n      }\n    }\n  "): typeof import('./graphql.ts').TransfersSaveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation TransfersApprove($input: OfficeTransferInput!) {\n      approveOfficeTransfer(input: $input) {\n        ...TransfersTestOfficeTransferResult\n      }\n    }\n  "): typeof import('./graphql.ts').TransfersApproveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation TransfersReject($input: OfficeTransferInput!) {\n      rejectOfficeTransfer(input: $input) {\n        ...TransfersTestOfficeTransferResult\n      }\n    }\n  "): typeof import('./graphql.ts').TransfersRejectDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    mutation TransfersAcknowledge($input: OfficeTransferInput!) {\n      acknowledgeOfficeTransfer(input: $input) {\n        ...TransfersTestOfficeTransferResult\n      }\n    }\n  "): typeof import('./graphql.ts').TransfersAcknowledgeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query TransfersTransferTypes {\n            transferTypes {\n              value\n              label\n            }\n          }\n        "): typeof import('./graphql.ts').TransfersTransferTypesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query TransfersTransferTabCounts2 {\n            transferTabCounts {\n              tab\n              count\n            }\n          }\n        "): typeof import('./graphql.ts').TransfersTransferTabCounts2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query TransfersOfficeTransfer($id: ID!) {\n            officeTransfer(id: $id) {\n              ...TransfersTestOfficeTransfer\n            }\n          }\n        "): typeof import('./graphql.ts').TransfersOfficeTransferDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n            query TransfersOfficeTransfer2 {\n              officeTransfer(id: \"999999\") {\n                id\n              }\n            }\n          "): typeof import('./graphql.ts').TransfersOfficeTransfer2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query AmplificationMarkets {\n          markets {\n            id\n          }\n        }\n      "): typeof import('./graphql.ts').AmplificationMarketsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query AmplificationMarkets2 {\n          markets {\n            id\n            name\n            offices {\n              id\n              name\n            }\n          }\n        }\n      "): typeof import('./graphql.ts').AmplificationMarkets2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query PagedOffices($take: Int) {\n        members(take: $take) {\n          totalCount\n          nodes {\n            id\n            office {\n              id\n            }\n          }\n        }\n      }\n    "): typeof import('./graphql.ts').PagedOfficesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Events(\n    $uid: ID\n    $action: String\n    $actionMatch: AuditActionMatch\n    $outcome: AuditOutcome\n    $transport: AuditTransport\n    $from: DateTime\n    $to: DateTime\n    $targetId: ID\n    $requestId: ID\n    $skip: Int\n    $take: Int\n  ) {\n    auditEvents(\n      uid: $uid\n      action: $action\n      actionMatch: $actionMatch\n      outcome: $outcome\n      transport: $transport\n      from: $from\n      to: $to\n      targetId: $targetId\n      requestId: $requestId\n      skip: $skip\n      take: $take\n    ) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n      }\n      nodes {\n        id\n        at\n        uid\n        employeeId\n        action\n        module\n        operation\n        targets {\n          key\n          value\n        }\n        outcome\n        code\n        rows\n        bytes\n        requestId\n        transport\n      }\n    }\n  }\n"): typeof import('./graphql.ts').EventsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation Ticket($input: SupportTicketInput!) {\n          createSupportTicket(input: $input) {\n            id\n          }\n        }\n      "): typeof import('./graphql.ts').TicketDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation Approve($input: EligibilityDecisionInput!) {\n          approveEligibilityChange(input: $input) {\n            change {\n              id\n              status\n            }\n          }\n        }\n      "): typeof import('./graphql.ts').ApproveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation AuditGrantClaim {\n          grantClaim(uid: \"staff\", claim: SUPER_ADMIN) {\n            uid\n          }\n        }\n      "): typeof import('./graphql.ts').AuditGrantClaimDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query BaselineMembers($filters: [MemberFilter!], $sort: [MemberSort!]) {\n      members(filters: $filters, sort: $sort, take: 5) {\n        totalCount\n        nodes {\n          id\n        }\n      }\n    }\n  "): typeof import('./graphql.ts').BaselineMembersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query DataAccessCallList($id: ID!) {\n            callList(campaignId: $id) {\n              size\n              entries {\n                aaneelId\n              }\n            }\n          }\n        "): typeof import('./graphql.ts').DataAccessCallListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query DataAccessMembers {\n        members(take: 1) {\n          totalCount\n          viewerCan {\n            export\n          }\n        }\n      }\n    "): typeof import('./graphql.ts').DataAccessMembersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query DataAccessUser {\n            user(uid: \"superadmin\") {\n              uid\n              claims\n            }\n          }\n        "): typeof import('./graphql.ts').DataAccessUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query DataAccessUsers {\n            users {\n              uid\n              claims\n            }\n          }\n        "): typeof import('./graphql.ts').DataAccessUsersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation DataAccessGrantClaim($uid: ID!) {\n        grantClaim(uid: $uid, claim: OS_TEAM) {\n          uid\n          claims\n        }\n      }\n    "): typeof import('./graphql.ts').DataAccessGrantClaimDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation DataAccessRevokeClaim($uid: ID!) {\n        revokeClaim(uid: $uid, claim: OS_TEAM) {\n          uid\n          claims\n        }\n      }\n    "): typeof import('./graphql.ts').DataAccessRevokeClaimDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query DataAccessUser2 {\n            user(uid: \"superadmin\") {\n              claims\n            }\n          }\n        "): typeof import('./graphql.ts').DataAccessUser2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query DataAccessUsers2 {\n            users {\n              uid\n              claims\n            }\n          }\n        "): typeof import('./graphql.ts').DataAccessUsers2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query HttpEdgeViewer {\n            viewer {\n              uid\n            }\n          }\n        "): typeof import('./graphql.ts').HttpEdgeViewerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n            query HttpEdgeHealth {\n              health\n            }\n          "): typeof import('./graphql.ts').HttpEdgeHealthDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query HttpEdgeHealth2 {\n          health\n        }\n      "): typeof import('./graphql.ts').HttpEdgeHealth2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n            query HttpEdgeHealth3 {\n              health\n            }\n          "): typeof import('./graphql.ts').HttpEdgeHealth3Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query HttpEdgeViewer2 {\n          viewer {\n            uid\n          }\n        }\n      "): typeof import('./graphql.ts').HttpEdgeViewer2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query HttpEdgeViewer3 {\n            viewer {\n              uid\n            }\n          }\n        "): typeof import('./graphql.ts').HttpEdgeViewer3Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query HttpEdgeMarkets {\n            markets {\n              id\n              name\n            }\n          }\n        "): typeof import('./graphql.ts').HttpEdgeMarketsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query HttpEdgeViewer4 {\n          viewer {\n            uid\n          }\n        }\n      "): typeof import('./graphql.ts').HttpEdgeViewer4Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query HttpEdgeHealth4 {\n            health\n          }\n        "): typeof import('./graphql.ts').HttpEdgeHealth4Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n            query HttpEdgeViewer5 {\n              viewer {\n                uid\n              }\n            }\n          "): typeof import('./graphql.ts').HttpEdgeViewer5Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IdentityMappingViewer {\n    viewer {\n      uid\n      claims\n      employeeId\n      employee {\n        id\n        fullName\n      }\n    }\n  }\n"): typeof import('./graphql.ts').IdentityMappingViewerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IdentityMappingUser($uid: ID!) {\n    user(uid: $uid) {\n      uid\n      displayName\n    }\n  }\n"): typeof import('./graphql.ts').IdentityMappingUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query SubscriptionsCampaign($id: ID!) {\n          campaign(id: $id) {\n            assignments {\n              id\n              employeeId\n            }\n          }\n        }\n      "): typeof import('./graphql.ts').SubscriptionsCampaignDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation SubscriptionsUnassignCampaignAgent($id: ID!) {\n          unassignCampaignAgent(assignmentId: $id) {\n            id\n          }\n        }\n      "): typeof import('./graphql.ts').SubscriptionsUnassignCampaignAgentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation SubscriptionsAssignCampaignAgent($c: ID!, $e: ID!) {\n          assignCampaignAgent(campaignId: $c, employeeId: $e) {\n            id\n          }\n        }\n      "): typeof import('./graphql.ts').SubscriptionsAssignCampaignAgentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UpstreamInputMembers($filters: [MemberFilter!]) {\n    members(filters: $filters, take: 5) {\n      totalCount\n      nodes {\n        id\n        lastName\n      }\n    }\n  }\n"): typeof import('./graphql.ts').UpstreamInputMembersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UpstreamInputMarkets {\n    markets {\n      id\n      name\n    }\n  }\n"): typeof import('./graphql.ts').UpstreamInputMarketsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query UpstreamInputEmployees($t: String) {\n            employees(title: $t) {\n              id\n            }\n          }\n        "): typeof import('./graphql.ts').UpstreamInputEmployeesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation UpstreamInputCreateSupportTicket($input: SupportTicketInput!) {\n        createSupportTicket(input: $input) {\n          id\n        }\n      }\n    "): typeof import('./graphql.ts').UpstreamInputCreateSupportTicketDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query UpstreamInputUser($uid: ID!) {\n      user(uid: $uid) {\n        uid\n      }\n    }\n  "): typeof import('./graphql.ts').UpstreamInputUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          mutation UpstreamInputGrantClaim {\n            grantClaim(uid: \"Permissions\", claim: EUS) {\n              uid\n            }\n          }\n        "): typeof import('./graphql.ts').UpstreamInputGrantClaimDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n            query UpstreamInputEmployee($id: ID!) {\n              employee(id: $id) {\n                id\n              }\n            }\n          "): typeof import('./graphql.ts').UpstreamInputEmployeeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query UpstreamInputOffices($c: String) {\n            offices(community: $c) {\n              id\n            }\n          }\n        "): typeof import('./graphql.ts').UpstreamInputOfficesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CliViewer {\n    viewer {\n      name\n    }\n    markets {\n      id\n    }\n  }\n"): typeof import('./graphql.ts').CliViewerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompiledStackMarkets {\n    viewer {\n      name\n    }\n    markets {\n      id\n    }\n  }\n"): typeof import('./graphql.ts').CompiledStackMarketsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query StackViewer {\n          viewer {\n            name\n          }\n          markets {\n            id\n            name\n          }\n        }\n      "): typeof import('./graphql.ts').StackViewerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query StackMarkets {\n          markets {\n            id\n          }\n        }\n      "): typeof import('./graphql.ts').StackMarketsDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
