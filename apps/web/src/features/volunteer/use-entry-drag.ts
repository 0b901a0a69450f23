import { useState, type DragEvent } from 'react';
import { dropIndex } from './entry-order';

interface DropMark {
  index: number;
  /** True when the pointer is over the lower half: the dragged 志愿 goes after this one. */
  lower: boolean;
}

/**
 * Native HTML5 drag and drop of 志愿 rows (no extra dependency). `rowProps(i)` goes on each row;
 * `onMove(from, to)` receives indexes as `moveItem` expects. 上移/下移 buttons do the same for
 * keyboards and screen readers.
 */
export function useEntryDrag(onMove: (from: number, to: number) => void, disabled = false) {
  const [dragging, setDragging] = useState<number | null>(null);
  const [mark, setMark] = useState<DropMark | null>(null);
  const reset = () => {
    setDragging(null);
    setMark(null);
  };

  const rowProps = (index: number) => ({
    draggable: !disabled,
    onDragStart: (event: DragEvent<HTMLElement>) => {
      event.dataTransfer.effectAllowed = 'move';
      event.dataTransfer.setData('text/plain', String(index));
      setDragging(index);
    },
    onDragOver: (event: DragEvent<HTMLElement>) => {
      if (dragging === null) {
        return;
      }
      event.preventDefault();
      const box = event.currentTarget.getBoundingClientRect();
      const lower = event.clientY > box.top + box.height / 2;
      if (mark?.index !== index || mark.lower !== lower) {
        setMark({ index, lower });
      }
    },
    onDrop: (event: DragEvent<HTMLElement>) => {
      event.preventDefault();
      if (dragging !== null && mark !== null) {
        const to = dropIndex(dragging, mark.index, mark.lower);
        if (to !== dragging) {
          onMove(dragging, to);
        }
      }
      reset();
    },
    onDragEnd: reset,
  });

  /** 'before' / 'after' where the drop line shows on a row, or null. */
  const markOf = (index: number): 'before' | 'after' | null =>
    mark?.index === index && dragging !== index ? (mark.lower ? 'after' : 'before') : null;

  return { rowProps, dragging, markOf };
}
