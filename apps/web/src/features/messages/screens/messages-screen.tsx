import { MessageList } from '../components/message-list';

/** /message and /users/message: order messages and system messages. */
export function MessagesScreen({ title = '消息中心' }: { title?: string }) {
  return (
    <section className="section-card messages-screen">
      <header>
        <h2>{title}</h2>
      </header>
      <MessageList />
    </section>
  );
}
