import type { PageProps } from '../../app/routes.ts';

export default function DeattributionPage({ pageName }: PageProps) {
  return <h1>{pageName}</h1>;
}
