import { useState } from 'react';
import { useNavigate } from 'react-router';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/layout/page-header';
import { Card, CardContent } from '@/components/ui/card';
import { LoadingState } from '@/components/ui/spinner';
import { useProfile } from '../api';
import { ProfileCard } from '../components/profile-card';
import { SecurityCard } from '../components/security-card';
import { logoutAfterPasswordChange } from '../password-change-logout';

/** /profile, 'My Account' (docs/product/profile.md §2): Profile Information and Security Settings. */
export function ProfileScreen() {
  const navigate = useNavigate();
  const profile = useProfile();
  const [loggingOut, setLoggingOut] = useState(false);

  const passwordChanged = () => {
    setLoggingOut(true);
    logoutAfterPasswordChange(() => navigate('/login', { replace: true }));
  };

  return (
    <div className="mx-auto grid max-w-4xl">
      <PageHeader title="My Account" description="Manage your profile and password." />
      {profile.isPending ? (
        <LoadingState label="Loading profile..." />
      ) : profile.isError ? (
        <Card>
          <CardContent>
            <LoadError
              title="Failed to load your profile"
              error={profile.error}
              onRetry={() => void profile.refetch()}
            />
          </CardContent>
        </Card>
      ) : (
        <div className="grid gap-6">
          <ProfileCard profile={profile.data} />
          <SecurityCard onPasswordChanged={passwordChanged} loggingOut={loggingOut} />
        </div>
      )}
    </div>
  );
}
