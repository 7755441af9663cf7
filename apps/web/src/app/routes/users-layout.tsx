import { Outlet } from 'react-router';
import { UsersSideMenu } from '../../features/users/components/users-side-menu';

/** The personal centre layout (parent of the /users children): side menu and the child screen. */
export function Component() {
  return (
    <div className="users-layout">
      <UsersSideMenu />
      <div className="users-content">
        <Outlet />
      </div>
    </div>
  );
}
