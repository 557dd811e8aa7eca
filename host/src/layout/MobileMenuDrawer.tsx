import { Drawer } from 'antd';
import type { ReactNode } from 'react';

interface Props {
  open: boolean;
  background: string;
  onClose: () => void;
  children: ReactNode;
}

/** The off-canvas sidebar below 992 px. Its own chunk: wide screens never download antd's Drawer for it. */
export default function MobileMenuDrawer({ open, background, onClose, children }: Props) {
  return (
    <Drawer
      open={open}
      placement="left"
      size={240}
      onClose={onClose}
      closable={false}
      styles={{ body: { padding: 0, background } }}
      data-testid="mobile-drawer"
    >
      {children}
    </Drawer>
  );
}
