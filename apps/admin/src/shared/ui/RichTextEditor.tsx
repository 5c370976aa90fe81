import {
  BoldOutlined,
  CodeOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { Button, Input, Space, Tooltip } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTexts } from '../i18n';
import { cleanHtml } from './clean-html';

interface Props {
  id?: string;
  value?: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  /** The language of the text, so the browser picks the script's font and spelling. */
  lang?: string;
  'aria-label'?: string;
}

/** Runs one of the browser's editing commands on the selection (none in a test's DOM). */
const run = (command: string, value?: string) => {
  if (typeof document.execCommand === 'function') document.execCommand(command, false, value);
};

/**
 * The back office's one rich-text editor: bold, italic, link, lists and paragraphs on an
 * editable area, its output always cleaned (./clean-html); "HTML" shows the source, which can
 * be edited too and is cleaned when it loses focus.
 */
export const RichTextEditor = (props: Props) => {
  const S = useTexts().content.editor;
  const area = useRef<HTMLDivElement>(null);
  /** The HTML this editor last gave out: a value that differs came from outside. */
  const emitted = useRef<string | null>(null);
  const saved = useRef<Range | null>(null);
  const value = props.value ?? '';
  const [source, setSource] = useState<string | null>(null);
  const [linking, setLinking] = useState<string | null>(null);

  useEffect(() => {
    const el = area.current;
    if (el && value !== emitted.current) {
      el.innerHTML = cleanHtml(value);
      emitted.current = value;
    }
  }, [value]);

  const emit = () => {
    const el = area.current;
    if (!el) return;
    const html = cleanHtml(el.innerHTML);
    emitted.current = html;
    props.onChange(html);
  };

  const command = (name: string, value?: string) => {
    area.current?.focus();
    run(name, value);
    emit();
  };

  const startLink = () => {
    const selection = window.getSelection();
    saved.current = selection && selection.rangeCount > 0 ? selection.getRangeAt(0) : null;
    setLinking('https://');
  };
  const applyLink = () => {
    const href = linking?.trim() ?? '';
    setLinking(null);
    if (!href || !/^(?:https?:\/\/\S+|\/(?!\/)\S*)$/.test(href)) return;
    area.current?.focus();
    const selection = window.getSelection();
    if (saved.current && selection) {
      selection.removeAllRanges();
      selection.addRange(saved.current);
    }
    command('createLink', href);
  };

  const tool = (label: string, icon: React.ReactNode, onClick: () => void) => (
    <Tooltip title={label}>
      <Button
        size="small"
        type="text"
        icon={icon}
        aria-label={label}
        disabled={source !== null}
        // Keeps the selection in the text while the button is pressed.
        onMouseDown={(e) => e.preventDefault()}
        onClick={onClick}
      />
    </Tooltip>
  );

  return (
    <div className="rich-text">
      <Space size={2} className="rich-text-toolbar" wrap>
        {tool(S.bold, <BoldOutlined />, () => command('bold'))}
        {tool(S.italic, <ItalicOutlined />, () => command('italic'))}
        {tool(S.link, <LinkOutlined />, startLink)}
        {tool(S.bullets, <UnorderedListOutlined />, () => command('insertUnorderedList'))}
        {tool(S.numbers, <OrderedListOutlined />, () => command('insertOrderedList'))}
        <Button
          size="small"
          type="text"
          disabled={source !== null}
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => command('formatBlock', 'p')}
        >
          {S.paragraph}
        </Button>
        <Button
          size="small"
          type={source === null ? 'text' : 'primary'}
          icon={<CodeOutlined />}
          aria-pressed={source !== null}
          onClick={() => setSource(source === null ? value : null)}
        >
          HTML
        </Button>
      </Space>
      {linking !== null && (
        <Space.Compact style={{ width: '100%', marginBottom: 4 }}>
          <Input
            size="small"
            autoFocus
            aria-label={S.linkAddress}
            value={linking}
            onChange={(e) => setLinking(e.target.value)}
            onPressEnter={(e) => {
              e.preventDefault();
              applyLink();
            }}
          />
          <Button size="small" onClick={applyLink}>
            {S.addLink}
          </Button>
          <Button size="small" onClick={() => setLinking(null)}>
            {S.cancel}
          </Button>
        </Space.Compact>
      )}
      {/* biome-ignore lint/a11y/useSemanticElements: formatted text needs contentEditable, which neither input nor textarea is */}
      <div
        ref={area}
        id={props.id}
        lang={props.lang}
        className="rich-text-area"
        contentEditable
        suppressContentEditableWarning
        role="textbox"
        aria-multiline="true"
        aria-label={props['aria-label']}
        tabIndex={0}
        hidden={source !== null}
        onInput={emit}
        onBlur={props.onBlur}
      />
      {source !== null && (
        <Input.TextArea
          className="rich-text-source"
          aria-label={`${props['aria-label'] ?? ''} HTML`}
          autoSize={{ minRows: 5, maxRows: 14 }}
          value={source}
          onChange={(e) => setSource(e.target.value)}
          onBlur={() => {
            const html = cleanHtml(source);
            setSource(html);
            props.onChange(html);
          }}
        />
      )}
    </div>
  );
};
