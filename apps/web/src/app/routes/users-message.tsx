import { MessagesScreen } from '../../features/messages/screens/messages-screen';

/** /users/message: the same messages inside the personal centre. */
export function Component() {
  return <MessagesScreen title="我的消息" />;
}
