import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ChangePasswordDialog } from './change-password-dialog';

export interface SecurityCardProps {
  onPasswordChanged: () => void;
  /** The password has changed and the session is about to end. */
  loggingOut?: boolean;
}

/** 'Security Settings' with the 'Change Password' dialog. */
export function SecurityCard({ onPasswordChanged, loggingOut }: SecurityCardProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Security Settings</CardTitle>
        <CardDescription>Manage the password you log in with.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap items-center justify-between gap-4">
        <div className="grid gap-1">
          <p className="text-sm font-medium">Password</p>
          <p className="text-sm text-muted-foreground">
            {loggingOut
              ? 'Your password has been changed. You will be logged out in a few seconds.'
              : 'After changing your password you will be logged out and asked to log in again.'}
          </p>
        </div>
        <ChangePasswordDialog onChanged={onPasswordChanged} disabled={loggingOut} />
      </CardContent>
    </Card>
  );
}
