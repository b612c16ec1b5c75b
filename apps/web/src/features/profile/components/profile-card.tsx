import type { Profile, UserStatus } from '@cms/contract';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { AvatarUploader } from './avatar-uploader';
import { EditProfileDialog } from './edit-profile-dialog';

const STATUS_VARIANT: Record<UserStatus, 'success' | 'secondary' | 'destructive' | 'outline'> = {
  ACTIVE: 'success',
  INACTIVE: 'secondary',
  SUSPENDED: 'destructive',
  PENDING: 'outline',
};

/** 'Profile Information': picture, name, username, roles and status, with 'Edit Profile'. */
export function ProfileCard({ profile }: { profile: Profile }) {
  const fullName = [profile.firstName, profile.lastName].filter(Boolean).join(' ') || profile.username;
  const initial = (profile.firstName || profile.username || '?').charAt(0).toUpperCase();

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-4">
        <div className="grid gap-1.5">
          <CardTitle>Profile Information</CardTitle>
          <CardDescription>Your name, picture, roles and account status.</CardDescription>
        </div>
        <EditProfileDialog profile={profile} />
      </CardHeader>
      <CardContent className="grid gap-6">
        <div className="flex flex-wrap items-center gap-4">
          <Avatar className="size-20 text-2xl">
            {profile.avatar && <AvatarImage src={profile.avatar} alt="Your profile picture" />}
            <AvatarFallback className="text-2xl">{initial}</AvatarFallback>
          </Avatar>
          <div className="min-w-0">
            <p className="truncate text-lg font-semibold">{fullName}</p>
            <p className="truncate text-sm text-muted-foreground">{profile.username}</p>
          </div>
        </div>

        <AvatarUploader profile={profile} />

        <dl className="grid gap-4 sm:grid-cols-2">
          <div className="grid gap-1.5">
            <dt className="text-sm font-medium">Roles</dt>
            <dd className="flex flex-wrap gap-1.5">
              {profile.roles.length ? (
                profile.roles.map((role) => (
                  <Badge key={role} variant="secondary">
                    {role}
                  </Badge>
                ))
              ) : (
                <span className="text-sm text-muted-foreground">No roles assigned</span>
              )}
            </dd>
          </div>
          <div className="grid gap-1.5">
            <dt className="text-sm font-medium">Status</dt>
            <dd>
              <Badge variant={STATUS_VARIANT[profile.status]}>{profile.status}</Badge>
            </dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}
