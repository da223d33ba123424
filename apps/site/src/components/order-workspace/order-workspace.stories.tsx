import { SUCCESS_TOASTS } from '@manara/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { FileUpload } from './file-upload';
import { OrderFileList } from './file-list';
import { SAMPLE_FILES, SAMPLE_MESSAGES, SAMPLE_TIMELINE } from './fixtures';
import { MessageComposer } from './message-composer';
import { MessageThread } from './message-thread';
import { OrderTimeline } from './order-timeline';

const meta = {
  title: 'Site/Orders/MessageThread',
  component: MessageThread,
  args: {
    messages: SAMPLE_MESSAGES,
    viewer: 'member',
    readBefore: null,
    otherReadAt: '2026-12-01T16:00:00.000Z',
    empty: 'No messages yet.',
  },
} satisfies Meta<typeof MessageThread>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The member's view: the team's message is new, their own answer was seen. */
export const ForTheMember: Story = {};
export const ForTheTeam: Story = {
  args: { viewer: 'team', readBefore: '2026-12-01T12:00:00.000Z', otherReadAt: null },
};
export const Empty: Story = { args: { messages: [] } };

export const Timeline: Story = { render: () => <OrderTimeline events={SAMPLE_TIMELINE} viewer="member" /> };
export const Files: Story = {
  render: () => <OrderFileList files={SAMPLE_FILES} viewer="member" empty="No files yet." />,
};
export const Composer: Story = {
  render: () => <MessageComposer label="Message to the team" onSend={() => Promise.resolve()} />,
};
export const Upload: Story = {
  render: () => (
    <FileUpload
      label="Add a file"
      submitLabel="Upload file"
      success={SUCCESS_TOASTS.fileUploaded}
      onUpload={() => Promise.resolve()}
    />
  ),
};
