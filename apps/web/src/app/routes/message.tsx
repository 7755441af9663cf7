import { MessagesScreen } from '../../features/messages/screens/messages-screen';

/** /message: the message centre (order messages and system messages). */
export function Component() {
  return <MessagesScreen title="消息中心" />;
}
