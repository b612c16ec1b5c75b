import { Construction } from 'lucide-react';
import { MessageScreen } from '@/components/message-screen';

/** A screen that is not built yet: its title and a note that the feature is coming soon. */
export function ComingSoon({ title }: { title: string }) {
  return <MessageScreen title={title} icon={Construction} message="Coming soon" hint="This feature is coming soon." />;
}
