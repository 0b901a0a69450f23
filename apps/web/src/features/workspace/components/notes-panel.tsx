import { useState } from 'react';
import { App, Button, Card, Empty, Flex, Input, List, Popconfirm, Typography } from 'antd';
import dayjs from 'dayjs';
import { WORKSPACE_NOTE_MAX, workspaceNoteBody, type WorkspaceNote } from '@yzy/shared/contracts';
import { useAddNote, useDeleteNote } from '../api';

interface NotesPanelProps {
  studentId: number;
  notes: WorkspaceNote[];
}

/** 工作台备注: the counsellor's dated private notes on a student (only the group's main account reads them). */
export function NotesPanel({ studentId, notes }: NotesPanelProps) {
  const { message } = App.useApp();
  const [draft, setDraft] = useState('');
  const add = useAddNote(studentId);
  const remove = useDeleteNote(studentId);

  function submit() {
    const checked = workspaceNoteBody.shape.body.safeParse(draft);
    if (!checked.success) {
      void message.error(checked.error.issues[0]?.message ?? '请填写备注内容');
      return;
    }
    add.mutate(checked.data, { onSuccess: () => setDraft('') });
  }

  return (
    <Card title="工作台备注" extra={<Typography.Text type="secondary">仅你可见</Typography.Text>} data-testid="workspace-notes">
      <Flex vertical gap={8}>
        <Input.TextArea
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          maxLength={WORKSPACE_NOTE_MAX}
          showCount
          autoSize={{ minRows: 2, maxRows: 6 }}
          placeholder="例如：家长希望留在省内；校考成绩待出"
          aria-label="新备注"
          className="yzy-workspace-note-input"
          data-testid="workspace-note-input"
        />
        <Flex justify="flex-end">
          <Button type="primary" onClick={submit} loading={add.isPending} data-testid="workspace-note-add">
            添加备注
          </Button>
        </Flex>
      </Flex>
      {notes.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="还没有备注" />
      ) : (
        <List
          dataSource={notes}
          renderItem={(note) => (
            <List.Item
              data-testid="workspace-note"
              actions={[
                <Popconfirm key="delete" title="删除这条备注？" okText="删除" cancelText="取消" onConfirm={() => remove.mutate(note.id)}>
                  <Button type="link" size="small" danger>
                    删除
                  </Button>
                </Popconfirm>,
              ]}
            >
              <List.Item.Meta
                title={<span className="yzy-workspace-note-body">{note.body}</span>}
                description={dayjs.unix(note.createdAt).format('YYYY-MM-DD HH:mm')}
              />
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
