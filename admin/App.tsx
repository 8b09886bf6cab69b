import AssignmentIcon from '@mui/icons-material/Assignment';
import CategoryIcon from '@mui/icons-material/Category';
import ContactPhoneIcon from '@mui/icons-material/ContactPhone';
import DescriptionIcon from '@mui/icons-material/Description';
import HandshakeIcon from '@mui/icons-material/Handshake';
import HelpIcon from '@mui/icons-material/Help';
import HistoryIcon from '@mui/icons-material/History';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import NewspaperIcon from '@mui/icons-material/Newspaper';
import PeopleIcon from '@mui/icons-material/People';
import PersonIcon from '@mui/icons-material/Person';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import StoreIcon from '@mui/icons-material/Store';
import TelescopeIcon from '@mui/icons-material/Inventory2';
import { Fragment } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import type { Theme } from '@mui/material/styles';
import {
  Admin,
  AppBar,
  CustomRoutes,
  Layout,
  LoadingIndicator,
  Logout,
  Menu,
  MenuItemLink,
  Resource,
  UserMenu,
  useResourceDefinitions,
  type LayoutProps,
} from 'react-admin';
import { theme } from '@/shared/ui';
import { authProvider } from './authProvider';
import { dataProvider } from './dataProvider';
import { i18nProvider } from './i18nProvider';
import {
  CategoryCreate,
  CategoryEdit,
  CategoryList,
  FaqCreate,
  FaqEdit,
  FaqList,
  NewsCreate,
  NewsEdit,
  NewsList,
  PageEdit,
  PageList,
  PartnerCreate,
  PartnerEdit,
  PartnerList,
  PromoCreate,
  PromoEdit,
  PromoList,
} from './resources/catalogue';
import { ContactEdit } from './resources/contact';
import { DeliveryMethodEdit, DeliveryMethodList, PickupPointEdit, PickupPointList } from './resources/delivery';
import { OrderList, OrderShow } from './resources/orders';
import { OrderQueueItems } from './resources/orderQueues';
import { AuditList, CustomerList, CustomerShow, OperatorCreate, OperatorEdit, OperatorList } from './resources/people';
import { ProductCreate, ProductEdit, ProductList, ProductShow } from './resources/products';
import { AccountPage } from './screens/AccountPage';
import { Dashboard } from './screens/Dashboard';
import { ForgotPasswordPage } from './screens/ForgotPasswordPage';
import { LoginPage } from './screens/LoginPage';
import { SetPasswordPage } from './screens/SetPasswordPage';
import { LanguageButton } from './ui/LanguageButton';

// The back office at /admin: react-admin over the admin API, in the shop's theme and fonts (the storefront's
// own, from src/shared/ui), Georgian by default with English beside it (the language menu in the bar).
// Each role sees the screens its rights allow (authProvider.canAccess hides the rest).

function AccountMenu() {
  return (
    <UserMenu>
      <MenuItemLink to="/account" primaryText="admin.account.title" leftIcon={<PersonIcon />} />
      <Logout />
    </UserMenu>
  );
}

// react-admin's own toolbar, with the language menu compact on phones
const AdminAppBar = () => (
  <AppBar
    userMenu={<AccountMenu />}
    toolbar={
      <>
        <LanguageButton />
        <LoadingIndicator />
      </>
    }
  />
);

// react-admin's layout is as wide as its widest content (min-width: fit-content, and a flex item's default):
// here the page keeps the screen's width, a wide table (an order's lines, callbacks, history) scrolls in its
// own box, and a 320 px phone's page never scrolls sideways. On a phone a form's toolbar (Save, Delete) is
// fixed to the screen's bottom: the content ends with room for it, so its last field or button can be
// scrolled out from under it (a new product's "Add" of specifications was covered).
const contentShrinks = (theme: Theme) => ({
  minWidth: 0,
  '& .RaLayout-content': { minWidth: 0, [theme.breakpoints.down('sm')]: { pb: 9 } },
});

// react-admin's menu (the screens a role may open), with the orders' working lists and their counts
// under Orders; labels wrap rather than being cut
function AdminMenu() {
  const resources = useResourceDefinitions();
  return (
    <Menu sx={{ '& .MuiMenuItem-root .MuiTypography-root': { whiteSpace: 'normal' } }}>
      <Menu.DashboardItem />
      {Object.keys(resources)
        .filter((name) => resources[name].hasList)
        .map((name) => (
          <Fragment key={name}>
            <Menu.ResourceItem name={name} />
            {name === 'orders' && <OrderQueueItems />}
          </Fragment>
        ))}
    </Menu>
  );
}

const AdminLayout = ({ children }: LayoutProps) => (
  <Layout appBar={AdminAppBar} menu={AdminMenu} sx={contentShrinks}>
    {children}
  </Layout>
);

function BackOffice() {
  return (
    <Admin
      basename="/admin"
      title="admin.title"
      theme={theme}
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      dashboard={Dashboard}
      loginPage={LoginPage}
      layout={AdminLayout}
      disableTelemetry
    >
      <Resource name="orders" list={OrderList} show={OrderShow} icon={ShoppingCartIcon} recordRepresentation="number" />
      <Resource
        name="products"
        list={ProductList}
        edit={ProductEdit}
        create={ProductCreate}
        show={ProductShow}
        icon={TelescopeIcon}
        recordRepresentation="slug"
      />
      <Resource
        name="categories"
        list={CategoryList}
        edit={CategoryEdit}
        create={CategoryCreate}
        icon={CategoryIcon}
        recordRepresentation="slug"
      />
      {/* each resource's name is its path under /api/admin */}
      <Resource
        name="promo-codes"
        list={PromoList}
        edit={PromoEdit}
        create={PromoCreate}
        icon={LocalOfferIcon}
        recordRepresentation="code"
      />
      <Resource
        name="news"
        list={NewsList}
        edit={NewsEdit}
        create={NewsCreate}
        icon={NewspaperIcon}
        recordRepresentation="slug"
      />
      <Resource name="faq" list={FaqList} edit={FaqEdit} create={FaqCreate} icon={HelpIcon} />
      <Resource
        name="partners"
        list={PartnerList}
        edit={PartnerEdit}
        create={PartnerCreate}
        icon={HandshakeIcon}
        recordRepresentation="name"
      />
      <Resource name="pages" list={PageList} edit={PageEdit} icon={DescriptionIcon} />
      {/* one record: its edit screen is the resource's page (the menu links it as a list) */}
      <Resource name="contact" list={ContactEdit} icon={ContactPhoneIcon} />
      {/* the shop's fixed delivery methods and its warehouses as pickup points: edited, never created */}
      <Resource
        name="delivery-methods"
        list={DeliveryMethodList}
        edit={DeliveryMethodEdit}
        icon={LocalShippingIcon}
        recordRepresentation="code"
      />
      <Resource
        name="pickup-points"
        list={PickupPointList}
        edit={PickupPointEdit}
        icon={StoreIcon}
        recordRepresentation="code"
      />
      <Resource
        name="customers"
        list={CustomerList}
        show={CustomerShow}
        icon={PeopleIcon}
        recordRepresentation="email"
      />
      <Resource
        name="operators"
        list={OperatorList}
        create={OperatorCreate}
        edit={OperatorEdit}
        icon={AssignmentIcon}
        recordRepresentation="email"
      />
      <Resource name="audit" list={AuditList} icon={HistoryIcon} />
      {/* read by the product screens (stock per warehouse); no screen of its own */}
      <Resource name="warehouses" />
      <CustomRoutes>
        <Route path="/account" element={<AccountPage />} />
      </CustomRoutes>
      {/* before a session: a forgotten password, and the page a mailed link (an invitation, a reset) opens */}
      <CustomRoutes noLayout>
        <Route path="/forgot-password" element={<ForgotPasswordPage />} />
        <Route path="/set-password" element={<SetPasswordPage />} />
      </CustomRoutes>
    </Admin>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/admin/*" element={<BackOffice />} />
      </Routes>
    </BrowserRouter>
  );
}
