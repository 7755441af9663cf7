import { Outlet } from 'react-router';

/** The personal centre layout (parent of the /users children). */
export function Component() {
  return (
    <div className="users-layout">
      <Outlet />
    </div>
  );
}
