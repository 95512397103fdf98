/** Shows its children only to viewers allowed the Medical Cost workbooks; others get the reason. */
import type { ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { MedicalCostAccessDocument } from '../../generated/graphql.ts';
import { ErrorAlert } from '../../shared/ui/error-alert.tsx';
import { LoadingBlock } from '../../shared/ui/loading-block.tsx';
import { PageMessage } from '../../shared/ui/page-message.tsx';

export function MedicalCostGate({ pageName, children }: { pageName: string; children: ReactNode }) {
  const { data, loading, error } = useQuery(MedicalCostAccessDocument);
  if (loading && !data) return <LoadingBlock label={`Loading ${pageName}`} />;
  if (error) return <ErrorAlert error={error} />;
  const can = data?.viewer?.can.viewMedicalCost;
  if (!can?.allowed) return <PageMessage title={pageName}>{can?.reason ?? 'You may not see this page.'}</PageMessage>;
  return <>{children}</>;
}
