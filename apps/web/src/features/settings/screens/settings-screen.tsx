import { LoadError } from '@/components/load-error';
import { WriteDenied } from '@/components/item-states';
import { PageHeader } from '@/components/layout/page-header';
import { Card, CardContent } from '@/components/ui/card';
import { LoadingState } from '@/components/ui/spinner';
import { useCan } from '@/lib/permissions';
import { useSession } from '@/lib/session';
import { useWebsite } from '../api';
import { WebsiteSettingsForm } from '../components/website-settings-form';

const BACK = { to: '/', label: 'Go to Dashboard' };

/** The form once the website is read: loading, a failed read with Try again, then the settings. */
function WebsiteSettings({ websiteId }: { websiteId: number }) {
  const website = useWebsite(websiteId);
  if (website.isPending) return <LoadingState label="Loading settings..." />;
  if (website.isError)
    return (
      <Card>
        <CardContent>
          <LoadError
            title="Failed to load the website's settings"
            error={website.error}
            onRetry={() => void website.refetch()}
          />
        </CardContent>
      </Card>
    );
  return <WebsiteSettingsForm key={website.data.id} website={website.data} />;
}

/**
 * /settings, 'Website Settings' (docs/product/websites.md §2): the signed-in website's look and
 * details on its public site, for those who may edit it (an ADMIN; the server's 403 stays the check).
 */
export function SettingsScreen() {
  const websiteId = useSession()?.user.websiteId;
  const canEdit = useCan('editOwnWebsite');
  return (
    <div className="mx-auto grid max-w-4xl">
      <PageHeader
        title="Website Settings"
        description="Your school's name, and how its public website looks and what its footer says."
      />
      {!canEdit || !websiteId ? (
        <WriteDenied action="edit this website" back={BACK} />
      ) : (
        <WebsiteSettings websiteId={websiteId} />
      )}
    </div>
  );
}
