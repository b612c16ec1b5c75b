import { useState } from 'react';
import { useNavigate } from 'react-router';
import { RotateCw } from 'lucide-react';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useProfile } from '../api';
import { ProfileCard } from '../components/profile-card';
import { SecurityCard } from '../components/security-card';
import { logoutAfterPasswordChange } from '../password-change-logout';

/** /profile, 'My Account' (spec 01 §2): Profile Information and Security Settings. */
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
        <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border bg-card p-6">
          <p className="text-sm">{errorMessage(profile.error, 'Failed to load your profile.')}</p>
          <Button variant="outline" onClick={() => void profile.refetch()}>
            <RotateCw aria-hidden="true" />
            Try again
          </Button>
        </div>
      ) : (
        <div className="grid gap-6">
          <ProfileCard profile={profile.data} />
          <SecurityCard onPasswordChanged={passwordChanged} loggingOut={loggingOut} />
        </div>
      )}
    </div>
  );
}
