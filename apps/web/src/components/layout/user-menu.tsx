import { Link, useNavigate } from 'react-router';
import { LayoutDashboard, LogOut, Settings, UserRound } from 'lucide-react';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { logout } from '@/lib/logout';
import { DEFAULT_AVATAR, type SessionUser } from '@/lib/session';

/** The user's picture, or the first letter of the first name when there is none (docs/product/console.md §3). */
export function UserAvatar({ user, className }: { user: SessionUser; className?: string }) {
  const initial = (user.firstName || user.username || '?').charAt(0).toUpperCase();
  const hasPicture = Boolean(user.avatar) && user.avatar !== DEFAULT_AVATAR;
  return (
    <Avatar className={className}>
      {hasPicture && <AvatarImage src={user.avatar} alt="" />}
      <AvatarFallback delayMs={hasPicture ? 300 : undefined}>{initial}</AvatarFallback>
    </Avatar>
  );
}

export function UserMenu({ user }: { user: SessionUser }) {
  const navigate = useNavigate();
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ');

  const signOut = async () => {
    await logout();
    navigate('/login', { replace: true });
  };

  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        aria-label={`User menu for ${fullName || user.username}`}
        className="rounded-full outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
      >
        <UserAvatar user={user} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>
          <span className="block font-medium">{fullName}</span>
          <span className="block truncate text-xs font-normal text-muted-foreground">{user.username}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/">
            <LayoutDashboard aria-hidden="true" />
            Dashboard
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/profile">
            <UserRound aria-hidden="true" />
            My Account
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/settings">
            <Settings aria-hidden="true" />
            Settings
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void signOut()}>
          <LogOut aria-hidden="true" />
          Logout
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
