import { Text } from '@chakra-ui/react';
import { usePageTitle } from '../app/page-title.ts';
import { usePathname } from '../shared/lib/router.ts';
import { PageMessage } from '../shared/ui/page-message.tsx';

/** Any address the route table does not know: the product's 404 text, and a way back. */
export default function NotFound() {
  usePageTitle('Not Found');
  const path = usePathname();
  return (
    <PageMessage title="In Development: 404!" detail={<>Nothing lives at {path} yet.</>}>
      <Text>This page does not exist, or it has not been built yet.</Text>
    </PageMessage>
  );
}
