// Generated from contract/openapi.yaml by `npm run contract:types`. Do not edit.

export interface paths {
    "/main/Login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sign in with the team member's login name (mySingleID) and password. */
        get: operations["Login"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/main/GetPageAccess": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The member's page-access records. */
        get: operations["GetPageAccess"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/main/PageAccess": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Same as GetPageAccess (the description names both). */
        get: operations["PageAccess"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/main/StoreList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Stores matching every given filter (0 or empty = all), ordered by StoreName. */
        get: operations["StoreList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/main/GradeList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["GradeList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/main/StoreSubGradeList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sub-grades (addition; StoreList filters by StoreSubGradeID). */
        get: operations["StoreSubGradeList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/main/RegionList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["RegionList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/main/CityList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["CityList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/main/DistrictList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Districts (addition; stores carry DistrictID). */
        get: operations["DistrictList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/main/ChannelTypeList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ChannelTypeList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/main/ChannelList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ChannelList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/main/StoreTypeList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Store types (addition; stores carry StoreTypeID). */
        get: operations["StoreTypeList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/main/StoreFilterList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Active stores of a region and channel, for filter pickers (ordered by StoreName). */
        get: operations["StoreFilterList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/main/TeamType": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["TeamType"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/main/StoreAdd": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Adds a store. The region, city, district, channel type, channel, grade and sub-grade must exist and agree with each other (a city of the region, a channel of the type, ...). */
        get: operations["StoreAdd"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/main/StoreUpdate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Replaces every field of a store, with the same rules as StoreAdd. */
        get: operations["StoreUpdate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/main/StoreRemove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Removes a store that no history refers to; a store with history is refused (409) and should be deactivated instead. */
        get: operations["StoreRemove"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/main/TeamMemberStore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Team members (users) of a team type (0 = all), ordered by name. Never a password or its hash. */
        get: operations["TeamMemberStore"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/main/User_Add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Adds a team member. The login name (mySingleID) is unique regardless of case. A new member has no usable password until one is set for them. */
        get: operations["User_Add"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/main/User_Update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Replaces every field of a team member (the password is untouched). */
        get: operations["User_Update"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/main/User_Remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Removes a team member and their page access; refused (409, deactivate instead) when history refers to them. */
        get: operations["User_Remove"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/main/BrandList_General": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every brand, active or not, ordered by name. */
        get: operations["BrandList_General"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/main/Brand_Add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Adds a brand; the name is unique regardless of case. */
        get: operations["Brand_Add"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/main/Brand_Update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Renames, activates or deactivates a brand. */
        get: operations["Brand_Update"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/main/Brand_Remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Removes a brand nothing refers to; refused (409, deactivate instead) when categories, products or history refer to it. */
        get: operations["Brand_Remove"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/main/ProductCategoryList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The product categories of a brand (0 = every brand). */
        get: operations["ProductCategoryList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/main/ProductCategoryListOnly": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every product category. */
        get: operations["ProductCategoryListOnly"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/main/ProductCategory_Add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Adds a product category by its fields. BrandID is optional (addition): without it the category belongs to no one brand and any brand's products may use it (listed with BrandID 0). */
        get: operations["ProductCategory_Add"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/main/ProductCategory_Update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Renames a product category, activates or deactivates it; with BrandID (optional, addition) moves it to that brand, without it the brand is kept. */
        get: operations["ProductCategory_Update"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/main/ProductCategory_Remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Removes a product category nothing refers to; refused (409, deactivate instead) otherwise. */
        get: operations["ProductCategory_Remove"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/main/ProductList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Products of a brand and category (0 = all), by model code. */
        get: operations["ProductList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/main/ProductAdd": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Adds a product; the model code is unique regardless of case, the category one of the brand's. */
        get: operations["ProductAdd"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/main/ProductUpdate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Changes a product, activates or deactivates it. */
        get: operations["ProductUpdate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/main/ProductRemove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Removes a product nothing refers to; refused (409, deactivate instead) otherwise. */
        get: operations["ProductRemove"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/main/BrandPictureUpload_1": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stores picture 1 of a brand (PNG, JPEG, GIF or WebP, checked by content; at most 5 MB), replacing the one before. */
        post: operations["BrandPictureUpload_1"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/main/BrandPictureUpload_2": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stores picture 2 of a brand (PNG, JPEG, GIF or WebP, checked by content; at most 5 MB), replacing the one before. */
        post: operations["BrandPictureUpload_2"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/main/BrandPictureUpload_3": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stores picture 3 of a brand (PNG, JPEG, GIF or WebP, checked by content; at most 5 MB), replacing the one before. */
        post: operations["BrandPictureUpload_3"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/main/BrandPicture": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The bytes of one brand picture (the URL a BrandPicture carries, plus _token). */
        get: operations["BrandPicture"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/main/DispalyCheckSummary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Display checks by brand (the distributor's spelling). */
        get: operations["DispalyCheckSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/main/DispalyCheckDetail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every display-check line, newest first. Every row, or one page of them (Limit, Offset) with the total. */
        get: operations["DispalyCheckDetail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/main/DispalyCheckDetail_LowStock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The low-stock lines (fewer than 5 units in stock), newest first. Every row, or one page of them (Limit, Offset) with the total. */
        get: operations["DispalyCheckDetail_LowStock"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/main/DisplayCheck_BYDATE": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Display checks per day. */
        get: operations["DisplayCheck_BYDATE"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/main/DisplayCheck_BYWeek": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Display checks per ISO week, within FromWeek..ToWeek and the date range. */
        get: operations["DisplayCheck_BYWeek"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/main/DisplayCheck_Trend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Display checks per ISO week and brand, for trend lines. */
        get: operations["DisplayCheck_Trend"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/main/StockLIST": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The latest stock count of each store and product in the range. Every row, or one page of them (Limit, Offset) with the total. */
        get: operations["StockLIST"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/main/StockStatus": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Stock per product at StartingDate and at ToDate, over the filtered stores. */
        get: operations["StockStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/main/WeekList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The ISO weeks of a year (52 or 53), with their Mondays. */
        get: operations["WeekList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/main/Brand_ForManager": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The brands a manager is set up for, by name. */
        get: operations["Brand_ForManager"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/main/DispalyCheckDetail_LowStock_Email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** E-mails the low-stock report of the report filters (HTML table and a CSV attachment); to the configured default address when toEmails is empty. */
        get: operations["DispalyCheckDetail_LowStock_Email"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/main/DailySales": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sales per day, oldest first. */
        get: operations["DailySales"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/main/RecnetSales": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The latest 200 sale lines (the distributor's spelling), newest first. */
        get: operations["RecnetSales"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/main/SaleReport": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sales per brand and channel. CountryID 0 or 1 (the distributor's one country); others have none. */
        get: operations["SaleReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/main/MonthlyTarget": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The targets set for a month. */
        get: operations["MonthlyTarget"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/main/MonthlyTargetAdd": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sets one monthly target by its fields (the description's shape); setting it again changes it (never a duplicate). Only members of a team type that takes targets (TeamType.TakesTargets) can have one. */
        get: operations["MonthlyTargetAdd"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/main/ViewMonthlyTarget_Qty": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Quantity targets of a month with the units sold against each. */
        get: operations["ViewMonthlyTarget_Qty"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/main/ViewMonthlyTarget_Value": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Value targets of a month with the value sold against each. */
        get: operations["ViewMonthlyTarget_Value"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/main/TargetAchievement_All_Qty": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Quantity achievement per member over all their brands, with the month's day counts. */
        get: operations["TargetAchievement_All_Qty"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/main/TargetAchievement_All_Value": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Value achievement per member over all their brands, with the month's day counts. */
        get: operations["TargetAchievement_All_Value"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/main/DashboardCards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The dashboard's figures over the filters. */
        get: operations["DashboardCards"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/main/StoreSummary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Stores per region: all, active, and visited in the range. */
        get: operations["StoreSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/main/ProductCountbyBrandSummary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Products per brand: all and active (brand, category and manager filters apply). */
        get: operations["ProductCountbyBrandSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/main/StoreVisitReport": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Visits with check-in, check-out, duration, where they were made and whether planned; newest first. Brand, category and manager narrow by what was checked. Every row, or one page of them (Limit, Offset) with the total. */
        get: operations["StoreVisitReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/main/GetTeamMemberVisitSummary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A member's week: every planned store-day and every visit, matched. */
        get: operations["GetTeamMemberVisitSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/main/JourneyPlanChange": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Adds a store to a member's plan on a day, or removes it; repeating a change changes nothing. An added store must be mapped to the member and active, and the week not in the past; WeekNo and Year, when given, must be the ISO week of PlanDate. */
        get: operations["JourneyPlanChange"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/main/CopyJourneyPlan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Copies a member's week to another week of the same year, day by day. Safe to repeat (planned store-days are skipped); stores no longer mapped to the member, or inactive, are skipped and reported. Preview=1 writes nothing. */
        get: operations["CopyJourneyPlan"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/main/MontlyVisitStatus": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Per day of a month (the distributor's spelling): planned, visited, missed and unplanned store-days of a member. */
        get: operations["MontlyVisitStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/settings/MappedStores": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The stores mapped to a team member, by name. */
        get: operations["MappedStores"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/main/TeamLocations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The latest known position of each active team member: where their latest check-in was made, when, and on which visit. */
        get: operations["TeamLocations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/main/StorePictures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Store pictures over the filters, newest first; the brand is the picture's own. Every row, or one page of them (Limit, Offset) with the total. */
        get: operations["StorePictures"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/main/StorePictures_Recents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The latest 50 store pictures over the filters. */
        get: operations["StorePictures_Recents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/main/StorePicture_Element": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What a picture can show (shelf, display, …). */
        get: operations["StorePicture_Element"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/main/StorePicture": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One store picture: the uploaded file, or a picture drawn from its record (SVG) when none was uploaded. */
        get: operations["StorePicture"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/main/Email_StorePictures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** E-mails the store pictures of a date range: all listed, the first 10 attached within 2 MB; to the configured address when toEmails is empty. */
        get: operations["Email_StorePictures"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transfer/TransferList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Product transfers between stores with their products, newest first (the filters apply to the sending store; brand and manager to any product). Every row, or one page of them (Limit, Offset) with the total. */
        get: operations["TransferList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/main/ViewMarketActivity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Market activities over the filters, newest first. Every row, or one page of them (Limit, Offset) with the total. */
        get: operations["ViewMarketActivity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/main/ActivityCategory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Activity categories of a type (0 = all), with the type's name. */
        get: operations["ActivityCategory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/main/ViewDeployments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Deployments over the filters, newest first. Every row, or one page of them (Limit, Offset) with the total. */
        get: operations["ViewDeployments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/main/DeploymentSummary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Deployments per status. Default range 2020-01-01 to 2025-10-01 (the description's). */
        get: operations["DeploymentSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/main/DeploymentStaus": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The deployment statuses (the distributor's spelling). The description lists the common report filters for it: they are accepted and the list does not depend on them. */
        get: operations["DeploymentStaus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/main/ViewMarketIssues": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Market issues over the filters, newest first. Every row, or one page of them (Limit, Offset) with the total. */
        get: operations["ViewMarketIssues"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/main/TrainingList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Trainings between two days (default 2023-01-01 to 2027-01-01, the description's), newest first. Every row, or one page of them (Limit, Offset) with the total. */
        get: operations["TrainingList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/main/TrainingModel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How trainings are given. */
        get: operations["TrainingModel"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/main/TrainingType": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What trainings are about. */
        get: operations["TrainingType"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/settings/UnMappedStores": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Active stores not mapped to a team member, by name, over the store filters. */
        get: operations["UnMappedStores"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/settings/UnMappedStores_Add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Maps stores to a team member: the listed StoreIDs, or every unmapped store the filters match. Repeating is harmless. */
        get: operations["UnMappedStores_Add"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/settings/MappedStores_Remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Unmaps stores from a team member: the listed StoreIDs, or every mapped store the filters match. Repeating is harmless. */
        get: operations["MappedStores_Remove"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/settings/ProductMappedWithAccount": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Products an account (channel) and grade carries, of one brand when BrandID is given. */
        get: operations["ProductMappedWithAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/settings/ProductUnMappedWithAccount": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Active products an account (channel) and grade does not carry. */
        get: operations["ProductUnMappedWithAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/settings/AddProductAccountGradeMapping": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Adds products to what an account and grade carries. Repeating is harmless. */
        get: operations["AddProductAccountGradeMapping"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/settings/RemoveProductAccountGradeMapping": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Removes products from what an account and grade carries. Repeating is harmless. */
        get: operations["RemoveProductAccountGradeMapping"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/settings/StoreGradeByBrand": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Active stores by brand with the grade set for each (null when none), at most 10,000 rows. Every row, or one page of them (Limit, Offset) with the total. */
        get: operations["StoreGradeByBrand"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/settings/AddStoreGradeBrand": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sets (or changes) a store's grade for a brand. */
        get: operations["AddStoreGradeBrand"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/settings/Reports_List": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The reports sent by e-mail. */
        get: operations["Reports_List"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/settings/ReportRecipients": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Who receives a report when no address is given. */
        get: operations["ReportRecipients"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/settings/AddReportRecipients": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Adds a recipient to a report (stored in lower case). Repeating is harmless. */
        get: operations["AddReportRecipients"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/settings/RemoveReportRecipients": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Removes a recipient from a report. Repeating is harmless. */
        get: operations["RemoveReportRecipients"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/settings/View_TeamMemberWithBrand": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The managers set up per brand (0 = every brand). */
        get: operations["View_TeamMemberWithBrand"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/settings/Add_TeamMemberWithBrand": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sets up a manager (team type Manager) for a brand. Repeating is harmless. */
        get: operations["Add_TeamMemberWithBrand"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/settings/Remove_TeamMemberWithBrand": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Removes a manager from a brand. Repeating is harmless. */
        get: operations["Remove_TeamMemberWithBrand"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/settings/PermissionView": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every page of the menu with whether the member may open it. */
        get: operations["PermissionView"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/settings/PermissionUpdate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Allows (1) or forbids (0) a page to a member; status 200 means success. */
        get: operations["PermissionUpdate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/main/ChangePassword_Management": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Changes a member's password: the old one must match; the new one (8 or more characters) is stored hashed. */
        get: operations["ChangePassword_Management"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/product/Credential_Login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Checks a sign-in against the password the product issued to that login (a one-time password, then the one the member set). data is null when the product holds no password for the login: the distributor Login decides. */
        get: operations["Credential_Login"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/product/Credential_Reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Gives a member a new one-time password (returned once, stored hashed); their next sign-in must set their own. With SendInvitation=1 and an Email, the product e-mails them their login name and the password. */
        get: operations["Credential_Reset"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/product/Credential_Change": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sets a new password for a member whose password the product holds, after checking the current one. 404: the product holds none (the distributor ChangePassword_Management applies). */
        get: operations["Credential_Change"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/product/PasswordStatus": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether a member must set a new password (they hold a one-time password). */
        get: operations["PasswordStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/product/AccessRequest_Add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Records a request for access (sign-up). The same answer whether or not the login name is already requested. */
        get: operations["AccessRequest_Add"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/product/AccessRequest_List": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Pending requests for access, oldest first. */
        get: operations["AccessRequest_List"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/product/AccessRequest_Remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Takes a pending request off the list (approved: the gateway has added the member upstream; or declined) and answers it. */
        get: operations["AccessRequest_Remove"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/product/TeamTypeRoles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The roles an administrator gave team types (a type with no row takes the defaults). */
        get: operations["TeamTypeRoles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/product/TeamTypeRole_Update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sets the roles of one team type. */
        get: operations["TeamTypeRole_Update"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/product/Audit_Add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Adds one entry to the audit trail: a change a member made through the product. The trail is append-only: no call changes or removes an entry. */
        get: operations["Audit_Add"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/product/Token_Add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Adds a member's access token: only its SHA-256 hash is kept (the token is shown once, by the gateway). */
        get: operations["Token_Add"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/product/Token_List": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A member's access tokens (revoked and expired ones too), or every member's. */
        get: operations["Token_List"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/product/Token_Revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Revokes an access token (of that member, or any with TeamMemberID 0); revoking again changes nothing. */
        get: operations["Token_Revoke"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/product/Token_Check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The access token with this hash when it is valid (not revoked, not expired), else data null; marks it used (at most once a minute). */
        get: operations["Token_Check"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/product/Audit_List": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The audit trail, newest first: every entry, or those of a member, a record kind (and id) and a time range; one page of them (Limit, Offset) with the total. */
        get: operations["Audit_List"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description with Limit: how many rows the whole list has (counted, never capped) */
        ListTotal: number;
        Envelope: {
            /** @description equals the HTTP status */
            status: number;
            message: string;
        };
        Error: components["schemas"]["Envelope"] & {
            data?: null;
            /** @description the offending parameter */
            parameter?: string;
        };
        Member: {
            TeamMemberID: number;
            TeamMemberName: string;
            /** @description the login name */
            mySingleID: string;
            TeamTypeID: number;
            Email: string;
            Mobile: string;
            RegionID: number;
            /** @description 1 active */
            ActiveStatus: number;
            /** @description derived from the editable fields; changes whenever one of them does (optional: bases that do not version records omit it) */
            Version?: string;
        };
        PageAccess: {
            /** @description a menu title of the description */
            PageName: string;
            /** @description 1 means allowed */
            AccessEnable: number;
        };
        Store: {
            StoreID: number;
            StoreCode: string;
            StoreName: string;
            StoreTypeID: number;
            ChannelID: number;
            ChannelTypeID: number;
            Longitude: number;
            Latitude: number;
            Address: string;
            DistrictID: number;
            RegionID: number;
            CityID: number;
            GradeID: number;
            StoreSubGradeID: number;
            /** @description 1 active */
            ActiveStatus: number;
            /** @description derived from the editable fields; changes whenever one of them does (optional: bases that do not version records omit it) */
            Version?: string;
        };
        Brand: {
            BrandID: number;
            BrandName: string;
            /** @description 1 active */
            ActiveStatus: number;
            /** @description derived from the editable fields; changes whenever one of them does (optional: bases that do not version records omit it) */
            Version?: string;
            /** @description the uploaded pictures (slots 1 to 3), by slot */
            Pictures: components["schemas"]["BrandPicture"][];
        };
        BrandPicture: {
            Slot: number;
            /** @description the path of BrandPicture on this base, with a version; add _token to fetch it */
            URL: string;
            /** @enum {string} */
            ContentType: "image/png" | "image/jpeg" | "image/gif" | "image/webp";
            /** @description bytes */
            Size: number;
            /** Format: date-time */
            UploadedAt: string;
        };
        Product: {
            ProductID: number;
            ProductGroupID: number;
            ProductCategoryID: number;
            ProductModelCode: string;
            ProductModelName: string;
            BrandID: number;
            ShortName: string;
            /** @description 1 active */
            ActiveStatus: number;
            /** @description derived from the editable fields; changes whenever one of them does (optional: bases that do not version records omit it) */
            Version?: string;
        };
        ProductCategory: {
            ProductCategoryID: number;
            ProductCategoryName: string;
            BrandID: number;
            /** @description 1 active */
            ActiveStatus: number;
            /** @description derived from the editable fields; changes whenever one of them does (optional: bases that do not version records omit it) */
            Version?: string;
        };
        CheckMeasures: {
            /** @description distinct visits */
            Visits: number;
            /** @description distinct stores */
            Stores: number;
            /** @description display-check lines (one product checked on one visit) */
            Lines: number;
            /** @description units on display */
            DisplayedQty: number;
            /** @description units in stock */
            StockQty: number;
            /** @description lines with fewer than 5 units in stock (the low-stock rule) */
            LowStockLines: number;
        };
        CheckSummaryRow: components["schemas"]["CheckMeasures"] & {
            BrandID: number;
        };
        CheckDateRow: components["schemas"]["CheckMeasures"] & {
            /** Format: date */
            VisitDate: string;
        };
        CheckWeekRow: components["schemas"]["CheckMeasures"] & {
            /** @description ISO year */
            Year: number;
            /** @description ISO week */
            WeekNo: number;
            /**
             * Format: date
             * @description the Monday
             */
            FromDate: string;
        };
        CheckTrendRow: components["schemas"]["CheckMeasures"] & {
            Year: number;
            WeekNo: number;
            /** Format: date */
            FromDate: string;
            BrandID: number;
        };
        CheckLine: {
            VisitID: number;
            /** Format: date */
            VisitDate: string;
            StoreID: number;
            TeamMemberID: number;
            ProductID: number;
            BrandID: number;
            ProductCategoryID: number;
            DisplayedQty: number;
            StockQty: number;
            /** @description 1 when StockQty < 5 (the low-stock rule), else 0 */
            LowStock: number;
        };
        StockRow: {
            StoreID: number;
            ProductID: number;
            BrandID: number;
            /** @description units counted at the latest snapshot in the range */
            Quantity: number;
            /** Format: date */
            SnapshotDate: string;
        };
        StockStatusRow: {
            ProductID: number;
            BrandID: number;
            /** @description stores with a snapshot of the product by ToDate */
            Stores: number;
            /** @description units at StartingDate (each store's latest snapshot on or before it), summed */
            OpeningQty: number;
            /** @description units at ToDate (each store's latest snapshot on or before it), summed */
            ClosingQty: number;
        };
        ManagedBrand: {
            BrandID: number;
            BrandName: string;
            /** @description 1 active */
            ActiveStatus: number;
        };
        Week: {
            WeekNo: number;
            /**
             * Format: date
             * @description the Monday of the ISO week
             */
            FromDate: string;
        };
        EmailSent: {
            /** @description report lines in the CSV attachment */
            Lines: number;
            To: string[];
            Cc: string[];
        };
        SaleDay: {
            /** Format: date */
            SaleDate: string;
            Lines: number;
            Stores: number;
            Quantity: number;
            Value: number;
        };
        Sale: {
            SaleID: number;
            /** Format: date */
            SaleDate: string;
            StoreID: number;
            TeamMemberID: number;
            ProductID: number;
            BrandID: number;
            Quantity: number;
            Value: number;
        };
        SaleReportRow: {
            BrandID: number;
            ChannelID: number;
            Lines: number;
            Stores: number;
            Quantity: number;
            Value: number;
        };
        MonthlyTarget: {
            TeamMemberID: number;
            BrandID: number;
            Year: number;
            Month: number;
            /** @enum {string} */
            TargetType: "Quantity" | "Value";
            Target: number;
        };
        TargetActual: {
            TeamMemberID: number;
            BrandID: number;
            Target: number;
            /** @description sold in the month: units (Qty) or value (Value) */
            Actual: number;
        };
        Achievement: {
            TeamMemberID: number;
            Target: number;
            Actual: number;
            DaysInMonth: number;
            /** @description days of the month behind us, today included: all of a past month, 0 of a future one */
            DaysElapsed: number;
        };
        DashboardCardsRow: {
            ActiveStores: number;
            ActiveProducts: number;
            /** @description active supervisors and promoters */
            FieldTeam: number;
            Visits: number;
            LowStockLines: number;
            SalesQuantity: number;
            SalesValue: number;
        };
        StoreSummaryRow: {
            RegionID: number;
            Stores: number;
            ActiveStores: number;
            /** @description stores with a display check in the range */
            VisitedStores: number;
        };
        ProductCountRow: {
            BrandID: number;
            Products: number;
            ActiveProducts: number;
        };
        Visit: {
            VisitID: number;
            /** Format: date */
            VisitDate: string;
            StoreID: number;
            TeamMemberID: number;
            /** Format: date-time */
            CheckIn: string | null;
            /** Format: date-time */
            CheckOut: string | null;
            DurationMinutes: number;
            Latitude: number | null;
            Longitude: number | null;
            /** @description from the store's coordinates */
            DistanceMeters: number | null;
            /** @description 1 when the store-day was on the journey plan */
            Planned: number;
        };
        WeekVisit: {
            /** Format: date */
            PlanDate: string;
            StoreID: number;
            /** @description 1 planned */
            Planned: number;
            /** @description 1 visited */
            Visited: number;
            VisitID: number | null;
            /** Format: date-time */
            CheckIn: string | null;
        };
        PlanChanged: {
            TeamMemberID: number;
            StoreID: number;
            /** Format: date */
            PlanDate: string;
            /** @description 1 on the plan now */
            Planned: number;
            /** @description 1 when this call changed the plan */
            Changed: number;
        };
        PlanLine: {
            /** Format: date */
            PlanDate: string;
            StoreID: number;
        };
        SkippedPlanLine: {
            /** Format: date */
            PlanDate: string;
            StoreID: number;
            Reason: string;
        };
        PlanCopy: {
            /** @description 1 when nothing was written */
            Preview: number;
            Copied: components["schemas"]["PlanLine"][];
            Skipped: components["schemas"]["SkippedPlanLine"][];
        };
        DayVisitStatus: {
            /** Format: date */
            Date: string;
            Planned: number;
            /** @description planned store-days visited */
            Visited: number;
            /** @description planned store-days of past days not visited */
            Missed: number;
            /** @description store-days visited without a plan */
            Unplanned: number;
        };
        MappedStore: {
            StoreID: number;
            StoreCode: string;
            StoreName: string;
            RegionID: number;
            CityID: number;
            ChannelID: number;
            ActiveStatus: number;
        };
        TeamLocation: {
            TeamMemberID: number;
            Latitude: number;
            Longitude: number;
            /** Format: date-time */
            At: string;
            VisitID: number;
            StoreID: number;
        };
        StorePictureRow: {
            PictureID: number;
            /** Format: date-time */
            TakenAt: string;
            VisitID: number;
            StoreID: number;
            TeamMemberID: number;
            BrandID: number;
            StorePictureElementID: number;
            /** @description the path of StorePicture on this base; add _token to fetch it */
            URL: string;
        };
        PictureElement: {
            StorePictureElementID: number;
            ElementName: string;
        };
        PicturesSent: {
            Pictures: number;
            Attached: number;
            To: string[];
            Cc: string[];
        };
        TransferProduct: {
            ProductID: number;
            Quantity: number;
        };
        Transfer: {
            TransferID: number;
            /** Format: date */
            TransferDate: string;
            FromStoreID: number;
            TransferTo_StoreID: number;
            TeamMemberID: number;
            /** @enum {string} */
            Status: "Requested" | "In transit" | "Received" | "Cancelled";
            Products: components["schemas"]["TransferProduct"][];
        };
        MarketActivity: {
            ActivityID: number;
            /** Format: date */
            ActivityDate: string;
            StoreID: number;
            TeamMemberID: number;
            BrandID: number;
            ActivityCategoryID: number;
            ActivityTypeID: number;
            Note: string;
        };
        ActivityCategoryRow: {
            ActivityCategoryID: number;
            ActivityCategoryName: string;
            ActivityTypeID: number;
            ActivityTypeName: string;
        };
        Deployment: {
            DeploymentID: number;
            /** Format: date */
            DeployedOn: string;
            StoreID: number;
            TeamMemberID: number;
            BrandID: number;
            DeploymentType: string;
            StatusID: number;
        };
        DeploymentSummaryRow: {
            StatusID: number;
            Deployments: number;
            Stores: number;
        };
        DeploymentStatus: {
            StatusID: number;
            StatusName: string;
        };
        MarketIssue: {
            IssueID: number;
            /** Format: date */
            ReportedOn: string;
            StoreID: number;
            TeamMemberID: number;
            BrandID: number;
            StatusID: number;
            StatusName: string;
            Title: string;
        };
        Training: {
            TrainingID: number;
            /** Format: date */
            TrainingDate: string;
            TeamMemberID: number;
            TrainingTypeID: number;
            TrainingModelID: number;
            Trainer: string;
            DurationMinutes: number;
        };
        TrainingModelRow: {
            TrainingModelID: number;
            TrainingModelName: string;
        };
        TrainingTypeRow: {
            TrainingTypeID: number;
            TrainingTypeName: string;
        };
        MappingChange: {
            /** @description rows this call added or removed */
            Changed: number;
            /** @description rows that already were so (added twice */
            Unchanged: number;
        };
        AccountProduct: {
            ProductID: number;
            ProductModelCode: string;
            ProductModelName: string;
            BrandID: number;
            ProductCategoryID: number;
        };
        StoreGradeBrand: {
            StoreID: number;
            BrandID: number;
            /** @description null when no grade is set for the brand */
            GradeID: number | null;
        };
        ReportRow: {
            ReportID: number;
            ReportName: string;
        };
        Recipient: {
            ReportID: number;
            Email: string;
        };
        BrandManager: {
            BrandID: number;
            TeamMemberID: number;
        };
        Permission: {
            PermissionID: number;
            /** @description a menu title */
            PageName: string;
            /** @description 1 allowed */
            Permission: number;
        };
        PermissionSaved: {
            TeamMemberID: number;
            PermissionID: number;
            PageName: string;
            Permission: number;
        };
        OneTimePassword: {
            TeamMemberID: number;
            /** @description shown once to the administrator; only its hash is kept */
            Password: string;
            /** @description the address the invitation went to; null when none was sent */
            InvitationSentTo?: string | null;
        };
        PasswordStatus: {
            TeamMemberID: number;
            /** @description 1 while the member signs in with a one-time password */
            MustChangePassword: number;
        };
        AccessRequest: {
            RequestID: number;
            TeamMemberName: string;
            mySingleID: string;
            Email: string;
            Mobile: string;
            RegionID: number;
            /** @description ISO 8601 */
            RequestedAt: string;
        };
        ProductCredential: {
            TeamMemberID: number;
            /**
             * @description 1: the password is the one the product holds for the login
             * @enum {integer}
             */
            Valid: 0 | 1;
            /**
             * @description 1 while it is a one-time password
             * @enum {integer}
             */
            MustChangePassword: 0 | 1;
        };
        TeamTypeRole: {
            TeamTypeID: number;
            /** @enum {integer} */
            TakesTargets: 0 | 1;
            /** @enum {integer} */
            ManagesBrands: 0 | 1;
            /** @enum {integer} */
            FieldStaff: 0 | 1;
        };
        AuditEntry: {
            AuditID: number;
            /** @description ISO 8601 */
            ChangedAt: string;
            TeamMemberID: number;
            TeamMemberName: string;
            Operation: string;
            RecordKind: string;
            RecordID: string;
            /** @description the record before the change (JSON), when the gateway read it */
            Before: string | null;
            /** @description the record after the change, or what was sent (JSON) */
            After: string | null;
            /** @description the record's version after the change, as clients see it; empty when none */
            Version: string;
            RequestID: string;
        };
        AccessToken: {
            TokenID: number;
            TeamMemberID: number;
            Name: string;
            /** @enum {integer} */
            ReadOnly: 0 | 1;
            /** @description the pages it opens; empty = all the member holds */
            Pages: string[];
            /** @description ISO 8601 */
            ExpiresAt: string;
            /** @description ISO 8601 */
            CreatedAt: string;
            /** @description ISO 8601, kept to the minute */
            LastUsedAt: string | null;
            /** @description ISO 8601 */
            RevokedAt: string | null;
        };
        PasswordChanged: {
            TeamMemberID: number;
        };
        Grade: {
            GradeID: number;
            GradeName: string;
        };
        StoreSubGrade: {
            StoreSubGradeID: number;
            StoreSubGradeName: string;
            GradeID: number;
        };
        Region: {
            RegionID: number;
            RegionName: string;
        };
        City: {
            CityID: number;
            CityName: string;
            RegionID: number;
        };
        District: {
            DistrictID: number;
            DistrictName: string;
            CityID: number;
        };
        ChannelType: {
            ChannelTypeID: number;
            ChannelTypeName: string;
        };
        Channel: {
            ChannelID: number;
            ChannelName: string;
            ChannelTypeID: number;
        };
        StoreType: {
            StoreTypeID: number;
            StoreTypeName: string;
        };
        StoreOption: {
            StoreID: number;
            StoreCode: string;
            StoreName: string;
        };
        /** @description A team type. What its members do in the product (take targets, manage brands, work in the field) is the product's own data: the product base's TeamTypeRoles. */
        TeamType: {
            TeamTypeID: number;
            TeamTypeName: string;
        };
    };
    responses: {
        /** @description the saved store */
        StoreSaved: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    data: components["schemas"]["Store"];
                };
            };
        };
        /** @description the saved team member (never a password or its hash) */
        MemberSaved: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    data: components["schemas"]["Member"];
                };
            };
        };
        /** @description the saved brand */
        BrandSaved: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    data: components["schemas"]["Brand"];
                };
            };
        };
        /** @description the saved product category */
        CategorySaved: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    data: components["schemas"]["ProductCategory"];
                };
            };
        };
        /** @description product categories by brand, then name */
        CategoryList: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    data: components["schemas"]["ProductCategory"][];
                };
            };
        };
        /** @description the saved product */
        ProductSaved: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    data: components["schemas"]["Product"];
                };
            };
        };
        /** @description the stored picture */
        PictureSaved: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    data: components["schemas"]["BrandPicture"];
                };
            };
        };
        /** @description the uploaded file is larger than 5 MB */
        TooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description no record with that id */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description the change would break a rule (a duplicate code, or history that refers to the record) */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description a duplicate (data null), or the record changed since the given Version (parameter Version, data: the record as it is now) */
        StoreConflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    parameter?: string;
                    data: null | components["schemas"]["Store"];
                };
            };
        };
        /** @description a duplicate (data null), or the record changed since the given Version (parameter Version, data: the record as it is now) */
        MemberConflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    parameter?: string;
                    data: null | components["schemas"]["Member"];
                };
            };
        };
        /** @description a duplicate (data null), or the record changed since the given Version (parameter Version, data: the record as it is now) */
        BrandConflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    parameter?: string;
                    data: null | components["schemas"]["Brand"];
                };
            };
        };
        /** @description a duplicate (data null), or the record changed since the given Version (parameter Version, data: the record as it is now) */
        CategoryConflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    parameter?: string;
                    data: null | components["schemas"]["ProductCategory"];
                };
            };
        };
        /** @description a duplicate (data null), or the record changed since the given Version (parameter Version, data: the record as it is now) */
        ProductConflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Envelope"] & {
                    parameter?: string;
                    data: null | components["schemas"]["Product"];
                };
            };
        };
        /** @description a parameter is missing or invalid; `parameter` names it */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description missing or wrong `_token` */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: {
        /** @description 0 = all */
        RegionID: number;
        /** @description 0 = all */
        CityID: number;
        /** @description 0 = all */
        DistrictID: number;
        /** @description 0 = all */
        ChannelTypeID: number;
        /** @description 0 = all */
        ChannelID: number;
        /** @description 0 = all */
        StoreTypeID: number;
        /** @description 0 = all */
        StoreSubGradeID: number;
        TeamMemberID: number;
        StoreID: number;
        BrandID: number;
        ProductCategoryID: number;
        /** @description unique within its brand after Unicode normalisation (NFKC, invisible characters removed, case-insensitive) */
        ProductCategoryName: string;
        /** @description optional: the brand the category belongs to */
        CategoryBrandID: number;
        /** @description unique regardless of case */
        BrandName: string;
        TeamTypeIDRequired: number;
        /** @description the login name: letters, digits, ., _ and -; unique regardless of case */
        mySingleID: string;
        TeamMemberName: string;
        /** @description an e-mail address: no spaces or <>(),;:"[]\ before the @, a domain of letters, digits and - labels */
        Email: string;
        /** @description digits, an optional leading +, 7 to 15 digits */
        Mobile: string;
        /** @description letters, digits, - and _; unique regardless of case */
        StoreCode: string;
        StoreName: string;
        StoreTypeIDRequired: number;
        ChannelIDRequired: number;
        ChannelTypeIDRequired: number;
        Longitude: number;
        Latitude: number;
        Address: string;
        DistrictIDRequired: number;
        RegionIDRequired: number;
        CityIDRequired: number;
        GradeIDRequired: number;
        /** @description 0 = the grade's first sub-grade (the description's store fields do not carry it) */
        StoreSubGradeIDOptional: number;
        /** @description 1 active */
        ActiveStatusFlag: number;
        ProductID: number;
        ProductGroupID: number;
        /** @description a category of the product's brand */
        ProductCategoryIDRequired: number;
        /** @description letters, digits, ., _, / and -; unique regardless of case */
        ProductModelCode: string;
        ProductModelName: string;
        /** @description first day, YYYY-MM-DD; default: 29 days before ToDate */
        FromDate: string;
        /** @description last day, YYYY-MM-DD; default: today. At most 366 days after FromDate */
        ToDate: string;
        /** @description 0 = all */
        ReportBrandID: number;
        /** @description 0 = all */
        ReportProductCategoryID: number;
        /** @description 0 = all */
        ReportGradeID: number;
        /** @description 0 = all */
        ReportStoreID: number;
        /** @description only brands this manager is set up for (brand_managers); 0 = all */
        ReportManagerID: number;
        /** @description the opening day; default: FromDate */
        StartingDate: string;
        Year: number;
        Month: number;
        FromWeek: number;
        ToWeek: number;
        /** @description a page of at most this many rows, answered with `total`; absent: every row */
        Limit: number;
        /** @description rows skipped before the page (with Limit) */
        Offset: number;
        ShortName: string;
        /** @description the Version the record had when the form was opened: the update is applied only while it still has it, else 409 with the record as it is now in data; empty or absent: applied regardless */
        Version: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    Login: {
        parameters: {
            query: {
                username: string;
                password: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the signed-in member (never the password or its hash) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Member"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description wrong token, unknown login name, wrong password or inactive member (one message for all, 'Invalid username or password', so a caller cannot tell which) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    GetPageAccess: {
        parameters: {
            query: {
                TeamMemberID: components["parameters"]["TeamMemberID"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description one record per page; AccessEnable 1 allows */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PageAccess"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    PageAccess: {
        parameters: {
            query: {
                TeamMemberID: components["parameters"]["TeamMemberID"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description one record per page; AccessEnable 1 allows */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PageAccess"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    StoreList: {
        parameters: {
            query?: {
                /** @description 0 = all */
                StoreTypeID?: components["parameters"]["StoreTypeID"];
                /** @description 0 = all */
                DistrictID?: components["parameters"]["DistrictID"];
                /** @description 0 = all */
                CityID?: components["parameters"]["CityID"];
                /** @description 0 = all */
                RegionID?: components["parameters"]["RegionID"];
                /** @description 0 = all */
                ChannelTypeID?: components["parameters"]["ChannelTypeID"];
                /** @description 0 = all */
                ChannelID?: components["parameters"]["ChannelID"];
                /** @description 0 = all */
                StoreSubGradeID?: components["parameters"]["StoreSubGradeID"];
                /** @description 0 = all (addition) */
                GradeID?: number;
                /** @description 0 = all (as every numeric filter of the description), 1 = active only */
                ActiveStatus?: number;
                /** @description case-insensitive prefix; empty = all */
                StoreCode?: string;
                /** @description case-insensitive substring; empty = all */
                StoreName?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the stores */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Store"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    GradeList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description store grades */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Grade"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    StoreSubGradeList: {
        parameters: {
            query?: {
                /** @description 0 = all */
                GradeID?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description sub-grades */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["StoreSubGrade"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    RegionList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description regions */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Region"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    CityList: {
        parameters: {
            query?: {
                /** @description 0 = all */
                RegionID?: components["parameters"]["RegionID"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description cities of the region (all cities for 0) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["City"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    DistrictList: {
        parameters: {
            query?: {
                /** @description 0 = all */
                CityID?: components["parameters"]["CityID"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description districts of the city (all for 0) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["District"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    ChannelTypeList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description channel types */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["ChannelType"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    ChannelList: {
        parameters: {
            query?: {
                /** @description 0 = all */
                ChannelTypeID?: components["parameters"]["ChannelTypeID"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description channels of the type (all for 0) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Channel"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    StoreTypeList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description store types */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["StoreType"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    StoreFilterList: {
        parameters: {
            query?: {
                /** @description 0 = all */
                RegionID?: components["parameters"]["RegionID"];
                /** @description 0 = all */
                ChannelID?: components["parameters"]["ChannelID"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description store options */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["StoreOption"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    TeamType: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description team types */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["TeamType"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    StoreAdd: {
        parameters: {
            query: {
                /** @description letters, digits, - and _; unique regardless of case */
                StoreCode: components["parameters"]["StoreCode"];
                StoreName: components["parameters"]["StoreName"];
                StoreTypeID: components["parameters"]["StoreTypeIDRequired"];
                ChannelID: components["parameters"]["ChannelIDRequired"];
                ChannelTypeID: components["parameters"]["ChannelTypeIDRequired"];
                Longitude: components["parameters"]["Longitude"];
                Latitude: components["parameters"]["Latitude"];
                Address?: components["parameters"]["Address"];
                DistrictID: components["parameters"]["DistrictIDRequired"];
                RegionID: components["parameters"]["RegionIDRequired"];
                CityID: components["parameters"]["CityIDRequired"];
                GradeID: components["parameters"]["GradeIDRequired"];
                /** @description 0 = the grade's first sub-grade (the description's store fields do not carry it) */
                StoreSubGradeID?: components["parameters"]["StoreSubGradeIDOptional"];
                /** @description 1 active */
                ActiveStatus?: components["parameters"]["ActiveStatusFlag"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["StoreSaved"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
        };
    };
    StoreUpdate: {
        parameters: {
            query: {
                StoreID: components["parameters"]["StoreID"];
                /** @description letters, digits, - and _; unique regardless of case */
                StoreCode: components["parameters"]["StoreCode"];
                StoreName: components["parameters"]["StoreName"];
                StoreTypeID: components["parameters"]["StoreTypeIDRequired"];
                ChannelID: components["parameters"]["ChannelIDRequired"];
                ChannelTypeID: components["parameters"]["ChannelTypeIDRequired"];
                Longitude: components["parameters"]["Longitude"];
                Latitude: components["parameters"]["Latitude"];
                Address?: components["parameters"]["Address"];
                DistrictID: components["parameters"]["DistrictIDRequired"];
                RegionID: components["parameters"]["RegionIDRequired"];
                CityID: components["parameters"]["CityIDRequired"];
                GradeID: components["parameters"]["GradeIDRequired"];
                /** @description 0 = the grade's first sub-grade (the description's store fields do not carry it) */
                StoreSubGradeID?: components["parameters"]["StoreSubGradeIDOptional"];
                /** @description 1 active */
                ActiveStatus?: components["parameters"]["ActiveStatusFlag"];
                /** @description the Version the record had when the form was opened: the update is applied only while it still has it, else 409 with the record as it is now in data; empty or absent: applied regardless */
                Version?: components["parameters"]["Version"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["StoreSaved"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["StoreConflict"];
        };
    };
    StoreRemove: {
        parameters: {
            query: {
                StoreID: components["parameters"]["StoreID"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the removed store's id */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: {
                            StoreID: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    TeamMemberStore: {
        parameters: {
            query?: {
                /** @description 0 = all */
                TeamTypeID?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the team members */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Member"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    User_Add: {
        parameters: {
            query: {
                TeamTypeID: components["parameters"]["TeamTypeIDRequired"];
                /** @description the login name: letters, digits, ., _ and -; unique regardless of case */
                mySingleID: components["parameters"]["mySingleID"];
                TeamMemberName: components["parameters"]["TeamMemberName"];
                /** @description an e-mail address: no spaces or <>(),;:"[]\ before the @, a domain of letters, digits and - labels */
                Email: components["parameters"]["Email"];
                /** @description digits, an optional leading +, 7 to 15 digits */
                Mobile: components["parameters"]["Mobile"];
                RegionID: components["parameters"]["RegionIDRequired"];
                /** @description 1 active */
                ActiveStatus?: components["parameters"]["ActiveStatusFlag"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["MemberSaved"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
        };
    };
    User_Update: {
        parameters: {
            query: {
                TeamMemberID: components["parameters"]["TeamMemberID"];
                TeamTypeID: components["parameters"]["TeamTypeIDRequired"];
                /** @description the login name: letters, digits, ., _ and -; unique regardless of case */
                mySingleID: components["parameters"]["mySingleID"];
                TeamMemberName: components["parameters"]["TeamMemberName"];
                /** @description an e-mail address: no spaces or <>(),;:"[]\ before the @, a domain of letters, digits and - labels */
                Email: components["parameters"]["Email"];
                /** @description digits, an optional leading +, 7 to 15 digits */
                Mobile: components["parameters"]["Mobile"];
                RegionID: components["parameters"]["RegionIDRequired"];
                /** @description 1 active */
                ActiveStatus?: components["parameters"]["ActiveStatusFlag"];
                /** @description the Version the record had when the form was opened: the update is applied only while it still has it, else 409 with the record as it is now in data; empty or absent: applied regardless */
                Version?: components["parameters"]["Version"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["MemberSaved"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["MemberConflict"];
        };
    };
    User_Remove: {
        parameters: {
            query: {
                TeamMemberID: components["parameters"]["TeamMemberID"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the removed member's id */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: {
                            TeamMemberID: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    BrandList_General: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the brands */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Brand"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    Brand_Add: {
        parameters: {
            query: {
                /** @description unique regardless of case */
                BrandName: components["parameters"]["BrandName"];
                /** @description 1 active */
                ActiveStatus?: components["parameters"]["ActiveStatusFlag"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["BrandSaved"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
        };
    };
    Brand_Update: {
        parameters: {
            query: {
                BrandID: components["parameters"]["BrandID"];
                /** @description unique regardless of case */
                BrandName: components["parameters"]["BrandName"];
                /** @description 1 active */
                ActiveStatus?: components["parameters"]["ActiveStatusFlag"];
                /** @description the Version the record had when the form was opened: the update is applied only while it still has it, else 409 with the record as it is now in data; empty or absent: applied regardless */
                Version?: components["parameters"]["Version"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["BrandSaved"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["BrandConflict"];
        };
    };
    Brand_Remove: {
        parameters: {
            query: {
                BrandID: components["parameters"]["BrandID"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the removed brand's id */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: {
                            BrandID: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    ProductCategoryList: {
        parameters: {
            query?: {
                /** @description 0 = all */
                BrandID?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["CategoryList"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    ProductCategoryListOnly: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["CategoryList"];
            401: components["responses"]["Unauthorized"];
        };
    };
    ProductCategory_Add: {
        parameters: {
            query: {
                /** @description unique within its brand after Unicode normalisation (NFKC, invisible characters removed, case-insensitive) */
                ProductCategoryName: components["parameters"]["ProductCategoryName"];
                /** @description optional: the brand the category belongs to */
                BrandID?: components["parameters"]["CategoryBrandID"];
                /** @description 1 active */
                ActiveStatus?: components["parameters"]["ActiveStatusFlag"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["CategorySaved"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
        };
    };
    ProductCategory_Update: {
        parameters: {
            query: {
                ProductCategoryID: components["parameters"]["ProductCategoryID"];
                /** @description unique within its brand after Unicode normalisation (NFKC, invisible characters removed, case-insensitive) */
                ProductCategoryName: components["parameters"]["ProductCategoryName"];
                /** @description optional: the brand the category belongs to */
                BrandID?: components["parameters"]["CategoryBrandID"];
                /** @description 1 active */
                ActiveStatus?: components["parameters"]["ActiveStatusFlag"];
                /** @description the Version the record had when the form was opened: the update is applied only while it still has it, else 409 with the record as it is now in data; empty or absent: applied regardless */
                Version?: components["parameters"]["Version"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["CategorySaved"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["CategoryConflict"];
        };
    };
    ProductCategory_Remove: {
        parameters: {
            query: {
                ProductCategoryID: components["parameters"]["ProductCategoryID"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the removed category's id */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: {
                            ProductCategoryID: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    ProductList: {
        parameters: {
            query?: {
                /** @description 0 = all */
                BrandID?: number;
                /** @description 0 = all */
                ProductCategoryID?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the products */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Product"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    ProductAdd: {
        parameters: {
            query: {
                ProductGroupID?: components["parameters"]["ProductGroupID"];
                /** @description a category of the product's brand */
                ProductCategoryID: components["parameters"]["ProductCategoryIDRequired"];
                /** @description letters, digits, ., _, / and -; unique regardless of case */
                ProductModelCode: components["parameters"]["ProductModelCode"];
                ProductModelName: components["parameters"]["ProductModelName"];
                BrandID: components["parameters"]["BrandID"];
                ShortName?: components["parameters"]["ShortName"];
                /** @description 1 active */
                ActiveStatus?: components["parameters"]["ActiveStatusFlag"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ProductSaved"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
        };
    };
    ProductUpdate: {
        parameters: {
            query: {
                ProductID: components["parameters"]["ProductID"];
                ProductGroupID?: components["parameters"]["ProductGroupID"];
                /** @description a category of the product's brand */
                ProductCategoryID: components["parameters"]["ProductCategoryIDRequired"];
                /** @description letters, digits, ., _, / and -; unique regardless of case */
                ProductModelCode: components["parameters"]["ProductModelCode"];
                ProductModelName: components["parameters"]["ProductModelName"];
                BrandID: components["parameters"]["BrandID"];
                ShortName?: components["parameters"]["ShortName"];
                /** @description 1 active */
                ActiveStatus?: components["parameters"]["ActiveStatusFlag"];
                /** @description the Version the record had when the form was opened: the update is applied only while it still has it, else 409 with the record as it is now in data; empty or absent: applied regardless */
                Version?: components["parameters"]["Version"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ProductSaved"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["ProductConflict"];
        };
    };
    ProductRemove: {
        parameters: {
            query: {
                ProductID: components["parameters"]["ProductID"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the removed product's id */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: {
                            ProductID: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    BrandPictureUpload_1: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    _token: string;
                    BrandID: number;
                    /** @default 1 */
                    isPictureUpload?: number;
                    /** Format: binary */
                    Picture1: string;
                };
            };
        };
        responses: {
            200: components["responses"]["PictureSaved"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["TooLarge"];
        };
    };
    BrandPictureUpload_2: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    _token: string;
                    BrandID: number;
                    /** @default 1 */
                    isPictureUpload?: number;
                    /** Format: binary */
                    Picture2: string;
                };
            };
        };
        responses: {
            200: components["responses"]["PictureSaved"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["TooLarge"];
        };
    };
    BrandPictureUpload_3: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    _token: string;
                    BrandID: number;
                    /** @default 1 */
                    isPictureUpload?: number;
                    /** Format: binary */
                    Picture3: string;
                };
            };
        };
        responses: {
            200: components["responses"]["PictureSaved"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["TooLarge"];
        };
    };
    BrandPicture: {
        parameters: {
            query: {
                BrandID: components["parameters"]["BrandID"];
                Slot: number;
                /** @description the version in the URL (cache busting); ignored */
                v?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the picture, with its content type */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                    "image/jpeg": string;
                    "image/gif": string;
                    "image/webp": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    DispalyCheckSummary: {
        parameters: {
            query?: {
                /** @description first day, YYYY-MM-DD; default: 29 days before ToDate */
                FromDate?: components["parameters"]["FromDate"];
                /** @description last day, YYYY-MM-DD; default: today. At most 366 days after FromDate */
                ToDate?: components["parameters"]["ToDate"];
                /** @description 0 = all */
                BrandID?: components["parameters"]["ReportBrandID"];
                /** @description 0 = all */
                RegionID?: components["parameters"]["RegionID"];
                /** @description 0 = all */
                CityID?: components["parameters"]["CityID"];
                /** @description 0 = all */
                ChannelID?: components["parameters"]["ChannelID"];
                /** @description 0 = all */
                ProductCategoryID?: components["parameters"]["ReportProductCategoryID"];
                /** @description 0 = all */
                GradeID?: components["parameters"]["ReportGradeID"];
                /** @description 0 = all */
                StoreID?: components["parameters"]["ReportStoreID"];
                /** @description only brands this manager is set up for (brand_managers); 0 = all */
                ManagerID?: components["parameters"]["ReportManagerID"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description measures per brand, by brand id */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["CheckSummaryRow"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    DispalyCheckDetail: {
        parameters: {
            query?: {
                /** @description first day, YYYY-MM-DD; default: 29 days before ToDate */
                FromDate?: components["parameters"]["FromDate"];
                /** @description last day, YYYY-MM-DD; default: today. At most 366 days after FromDate */
                ToDate?: components["parameters"]["ToDate"];
                /** @description 0 = all */
                BrandID?: components["parameters"]["ReportBrandID"];
                /** @description 0 = all */
                RegionID?: components["parameters"]["RegionID"];
                /** @description 0 = all */
                CityID?: components["parameters"]["CityID"];
                /** @description 0 = all */
                ChannelID?: components["parameters"]["ChannelID"];
                /** @description 0 = all */
                ProductCategoryID?: components["parameters"]["ReportProductCategoryID"];
                /** @description 0 = all */
                GradeID?: components["parameters"]["ReportGradeID"];
                /** @description 0 = all */
                StoreID?: components["parameters"]["ReportStoreID"];
                /** @description only brands this manager is set up for (brand_managers); 0 = all */
                ManagerID?: components["parameters"]["ReportManagerID"];
                /** @description a page of at most this many rows, answered with `total`; absent: every row */
                Limit?: components["parameters"]["Limit"];
                /** @description rows skipped before the page (with Limit) */
                Offset?: components["parameters"]["Offset"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the lines */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        total?: components["schemas"]["ListTotal"];
                        totals?: components["schemas"]["CheckMeasures"];
                        data: components["schemas"]["CheckLine"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    DispalyCheckDetail_LowStock: {
        parameters: {
            query?: {
                /** @description first day, YYYY-MM-DD; default: 29 days before ToDate */
                FromDate?: components["parameters"]["FromDate"];
                /** @description last day, YYYY-MM-DD; default: today. At most 366 days after FromDate */
                ToDate?: components["parameters"]["ToDate"];
                /** @description 0 = all */
                BrandID?: components["parameters"]["ReportBrandID"];
                /** @description 0 = all */
                RegionID?: components["parameters"]["RegionID"];
                /** @description 0 = all */
                CityID?: components["parameters"]["CityID"];
                /** @description 0 = all */
                ChannelID?: components["parameters"]["ChannelID"];
                /** @description 0 = all */
                ProductCategoryID?: components["parameters"]["ReportProductCategoryID"];
                /** @description 0 = all */
                GradeID?: components["parameters"]["ReportGradeID"];
                /** @description 0 = all */
                StoreID?: components["parameters"]["ReportStoreID"];
                /** @description only brands this manager is set up for (brand_managers); 0 = all */
                ManagerID?: components["parameters"]["ReportManagerID"];
                /** @description a page of at most this many rows, answered with `total`; absent: every row */
                Limit?: components["parameters"]["Limit"];
                /** @description rows skipped before the page (with Limit) */
                Offset?: components["parameters"]["Offset"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the low-stock lines */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        total?: components["schemas"]["ListTotal"];
                        totals?: components["schemas"]["CheckMeasures"];
                        data: components["schemas"]["CheckLine"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    DisplayCheck_BYDATE: {
        parameters: {
            query?: {
                /** @description first day, YYYY-MM-DD; default: 29 days before ToDate */
                FromDate?: components["parameters"]["FromDate"];
                /** @description last day, YYYY-MM-DD; default: today. At most 366 days after FromDate */
                ToDate?: components["parameters"]["ToDate"];
                /** @description 0 = all */
                BrandID?: components["parameters"]["ReportBrandID"];
                /** @description 0 = all */
                RegionID?: components["parameters"]["RegionID"];
                /** @description 0 = all */
                CityID?: components["parameters"]["CityID"];
                /** @description 0 = all */
                ChannelID?: components["parameters"]["ChannelID"];
                /** @description 0 = all */
                ProductCategoryID?: components["parameters"]["ReportProductCategoryID"];
                /** @description 0 = all */
                GradeID?: components["parameters"]["ReportGradeID"];
                /** @description 0 = all */
                StoreID?: components["parameters"]["ReportStoreID"];
                /** @description only brands this manager is set up for (brand_managers); 0 = all */
                ManagerID?: components["parameters"]["ReportManagerID"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description measures per visit date, oldest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["CheckDateRow"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    DisplayCheck_BYWeek: {
        parameters: {
            query?: {
                /** @description first day, YYYY-MM-DD; default: 29 days before ToDate */
                FromDate?: components["parameters"]["FromDate"];
                /** @description last day, YYYY-MM-DD; default: today. At most 366 days after FromDate */
                ToDate?: components["parameters"]["ToDate"];
                /** @description 0 = all */
                BrandID?: components["parameters"]["ReportBrandID"];
                /** @description 0 = all */
                RegionID?: components["parameters"]["RegionID"];
                /** @description 0 = all */
                CityID?: components["parameters"]["CityID"];
                /** @description 0 = all */
                ChannelID?: components["parameters"]["ChannelID"];
                /** @description 0 = all */
                ProductCategoryID?: components["parameters"]["ReportProductCategoryID"];
                /** @description 0 = all */
                GradeID?: components["parameters"]["ReportGradeID"];
                /** @description 0 = all */
                StoreID?: components["parameters"]["ReportStoreID"];
                /** @description only brands this manager is set up for (brand_managers); 0 = all */
                ManagerID?: components["parameters"]["ReportManagerID"];
                FromWeek?: components["parameters"]["FromWeek"];
                ToWeek?: components["parameters"]["ToWeek"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description measures per week, oldest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["CheckWeekRow"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    DisplayCheck_Trend: {
        parameters: {
            query?: {
                /** @description first day, YYYY-MM-DD; default: 29 days before ToDate */
                FromDate?: components["parameters"]["FromDate"];
                /** @description last day, YYYY-MM-DD; default: today. At most 366 days after FromDate */
                ToDate?: components["parameters"]["ToDate"];
                /** @description 0 = all */
                BrandID?: components["parameters"]["ReportBrandID"];
                /** @description 0 = all */
                RegionID?: components["parameters"]["RegionID"];
                /** @description 0 = all */
                CityID?: components["parameters"]["CityID"];
                /** @description 0 = all */
                ChannelID?: components["parameters"]["ChannelID"];
                /** @description 0 = all */
                ProductCategoryID?: components["parameters"]["ReportProductCategoryID"];
                /** @description 0 = all */
                GradeID?: components["parameters"]["ReportGradeID"];
                /** @description 0 = all */
                StoreID?: components["parameters"]["ReportStoreID"];
                /** @description only brands this manager is set up for (brand_managers); 0 = all */
                ManagerID?: components["parameters"]["ReportManagerID"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description measures per week and brand */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["CheckTrendRow"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    StockLIST: {
        parameters: {
            query?: {
                /** @description first day, YYYY-MM-DD; default: 29 days before ToDate */
                FromDate?: components["parameters"]["FromDate"];
                /** @description last day, YYYY-MM-DD; default: today. At most 366 days after FromDate */
                ToDate?: components["parameters"]["ToDate"];
                /** @description 0 = all */
                BrandID?: components["parameters"]["ReportBrandID"];
                /** @description 0 = all */
                RegionID?: components["parameters"]["RegionID"];
                /** @description 0 = all */
                CityID?: components["parameters"]["CityID"];
                /** @description 0 = all */
                ChannelID?: components["parameters"]["ChannelID"];
                /** @description 0 = all */
                ProductCategoryID?: components["parameters"]["ReportProductCategoryID"];
                /** @description 0 = all */
                GradeID?: components["parameters"]["ReportGradeID"];
                /** @description 0 = all */
                StoreID?: components["parameters"]["ReportStoreID"];
                /** @description only brands this manager is set up for (brand_managers); 0 = all */
                ManagerID?: components["parameters"]["ReportManagerID"];
                /** @description a page of at most this many rows, answered with `total`; absent: every row */
                Limit?: components["parameters"]["Limit"];
                /** @description rows skipped before the page (with Limit) */
                Offset?: components["parameters"]["Offset"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description stock rows by store then product */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        total?: components["schemas"]["ListTotal"];
                        totals?: {
                            /** @description units of the whole list, summed */
                            Quantity: number;
                        };
                        data: components["schemas"]["StockRow"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    StockStatus: {
        parameters: {
            query?: {
                /** @description first day, YYYY-MM-DD; default: 29 days before ToDate */
                FromDate?: components["parameters"]["FromDate"];
                /** @description last day, YYYY-MM-DD; default: today. At most 366 days after FromDate */
                ToDate?: components["parameters"]["ToDate"];
                /** @description 0 = all */
                BrandID?: components["parameters"]["ReportBrandID"];
                /** @description 0 = all */
                RegionID?: components["parameters"]["RegionID"];
                /** @description 0 = all */
                CityID?: components["parameters"]["CityID"];
                /** @description 0 = all */
                ChannelID?: components["parameters"]["ChannelID"];
                /** @description 0 = all */
                ProductCategoryID?: components["parameters"]["ReportProductCategoryID"];
                /** @description 0 = all */
                GradeID?: components["parameters"]["ReportGradeID"];
                /** @description 0 = all */
                StoreID?: components["parameters"]["ReportStoreID"];
                /** @description only brands this manager is set up for (brand_managers); 0 = all */
                ManagerID?: components["parameters"]["ReportManagerID"];
                /** @description the opening day; default: FromDate */
                StartingDate?: components["parameters"]["StartingDate"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description one row per product with a snapshot */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["StockStatusRow"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    WeekList: {
        parameters: {
            query?: {
                Year?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the weeks in order */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Week"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    Brand_ForManager: {
        parameters: {
            query: {
                ManagerID: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the manager's brands */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["ManagedBrand"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    DispalyCheckDetail_LowStock_Email: {
        parameters: {
            query?: {
                /** @description first day, YYYY-MM-DD; default: 29 days before ToDate */
                FromDate?: components["parameters"]["FromDate"];
                /** @description last day, YYYY-MM-DD; default: today. At most 366 days after FromDate */
                ToDate?: components["parameters"]["ToDate"];
                /** @description 0 = all */
                BrandID?: components["parameters"]["ReportBrandID"];
                /** @description 0 = all */
                RegionID?: components["parameters"]["RegionID"];
                /** @description 0 = all */
                CityID?: components["parameters"]["CityID"];
                /** @description 0 = all */
                ChannelID?: components["parameters"]["ChannelID"];
                /** @description 0 = all */
                ProductCategoryID?: components["parameters"]["ReportProductCategoryID"];
                /** @description 0 = all */
                GradeID?: components["parameters"]["ReportGradeID"];
                /** @description 0 = all */
                StoreID?: components["parameters"]["ReportStoreID"];
                /** @description only brands this manager is set up for (brand_managers); 0 = all */
                ManagerID?: components["parameters"]["ReportManagerID"];
                /** @description comma-separated addresses */
                toEmails?: string;
                /** @description comma-separated addresses */
                ccEmails?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description what was sent */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["EmailSent"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description the mail server refused or could not be reached ('Failed to email low stock report') */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    DailySales: {
        parameters: {
            query?: {
                /** @description first day, YYYY-MM-DD; default: 29 days before ToDate */
                FromDate?: components["parameters"]["FromDate"];
                /** @description last day, YYYY-MM-DD; default: today. At most 366 days after FromDate */
                ToDate?: components["parameters"]["ToDate"];
                /** @description 0 = all */
                BrandID?: components["parameters"]["ReportBrandID"];
                /** @description 0 = all */
                RegionID?: components["parameters"]["RegionID"];
                /** @description 0 = all */
                CityID?: components["parameters"]["CityID"];
                /** @description 0 = all */
                ChannelID?: components["parameters"]["ChannelID"];
                /** @description 0 = all */
                ProductCategoryID?: components["parameters"]["ReportProductCategoryID"];
                /** @description 0 = all */
                GradeID?: components["parameters"]["ReportGradeID"];
                /** @description 0 = all */
                StoreID?: components["parameters"]["ReportStoreID"];
                /** @description only brands this manager is set up for (brand_managers); 0 = all */
                ManagerID?: components["parameters"]["ReportManagerID"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description sales per day */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["SaleDay"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    RecnetSales: {
        parameters: {
            query?: {
                /** @description first day, YYYY-MM-DD; default: 29 days before ToDate */
                FromDate?: components["parameters"]["FromDate"];
                /** @description last day, YYYY-MM-DD; default: today. At most 366 days after FromDate */
                ToDate?: components["parameters"]["ToDate"];
                /** @description 0 = all */
                BrandID?: components["parameters"]["ReportBrandID"];
                /** @description 0 = all */
                RegionID?: components["parameters"]["RegionID"];
                /** @description 0 = all */
                CityID?: components["parameters"]["CityID"];
                /** @description 0 = all */
                ChannelID?: components["parameters"]["ChannelID"];
                /** @description 0 = all */
                ProductCategoryID?: components["parameters"]["ReportProductCategoryID"];
                /** @description 0 = all */
                GradeID?: components["parameters"]["ReportGradeID"];
                /** @description 0 = all */
                StoreID?: components["parameters"]["ReportStoreID"];
                /** @description only brands this manager is set up for (brand_managers); 0 = all */
                ManagerID?: components["parameters"]["ReportManagerID"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description sale lines */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Sale"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    SaleReport: {
        parameters: {
            query?: {
                /** @description 0 = all */
                CountryID?: number;
                /** @description 0 = all */
                ChannelID?: components["parameters"]["ChannelID"];
                /** @description only brands this manager is set up for (brand_managers); 0 = all */
                ManagerID?: components["parameters"]["ReportManagerID"];
                /** @description first day; default: 29 days before DateTo */
                DateFrom?: string;
                /** @description last day; default: today */
                DateTo?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description sales per brand and channel */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["SaleReportRow"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    MonthlyTarget: {
        parameters: {
            query: {
                Year: components["parameters"]["Year"];
                Month: components["parameters"]["Month"];
                /** @description 0 = all */
                TeamMemberID?: number;
                /** @description 0 = all */
                BrandID?: components["parameters"]["ReportBrandID"];
                /** @description '' = both */
                TargetType?: "" | "Quantity" | "Value";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description targets by member, brand and type */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["MonthlyTarget"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    MonthlyTargetAdd: {
        parameters: {
            query: {
                TeamMemberID: components["parameters"]["TeamMemberID"];
                Month: components["parameters"]["Month"];
                Year: components["parameters"]["Year"];
                /** @description Quantity: a whole number; Value: at most 2 decimals */
                Target: number;
                TargetType: "Quantity" | "Value";
                BrandID: components["parameters"]["BrandID"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the target as saved */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["MonthlyTarget"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    ViewMonthlyTarget_Qty: {
        parameters: {
            query: {
                Year: components["parameters"]["Year"];
                Month: components["parameters"]["Month"];
                /** @description 0 = all */
                BrandID?: components["parameters"]["ReportBrandID"];
                /** @description 0 = all */
                RegionID?: components["parameters"]["RegionID"];
                /** @description only brands this manager is set up for (brand_managers); 0 = all */
                ManagerID?: components["parameters"]["ReportManagerID"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description per member and brand */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["TargetActual"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    ViewMonthlyTarget_Value: {
        parameters: {
            query: {
                Year: components["parameters"]["Year"];
                Month: components["parameters"]["Month"];
                /** @description 0 = all */
                BrandID?: components["parameters"]["ReportBrandID"];
                /** @description 0 = all */
                RegionID?: components["parameters"]["RegionID"];
                /** @description only brands this manager is set up for (brand_managers); 0 = all */
                ManagerID?: components["parameters"]["ReportManagerID"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description per member and brand */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["TargetActual"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    TargetAchievement_All_Qty: {
        parameters: {
            query: {
                Year: components["parameters"]["Year"];
                Month: components["parameters"]["Month"];
                /** @description 0 = all */
                BrandID?: components["parameters"]["ReportBrandID"];
                /** @description 0 = all */
                RegionID?: components["parameters"]["RegionID"];
                /** @description only brands this manager is set up for (brand_managers); 0 = all */
                ManagerID?: components["parameters"]["ReportManagerID"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description per member */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Achievement"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    TargetAchievement_All_Value: {
        parameters: {
            query: {
                Year: components["parameters"]["Year"];
                Month: components["parameters"]["Month"];
                /** @description 0 = all */
                BrandID?: components["parameters"]["ReportBrandID"];
                /** @description 0 = all */
                RegionID?: components["parameters"]["RegionID"];
                /** @description only brands this manager is set up for (brand_managers); 0 = all */
                ManagerID?: components["parameters"]["ReportManagerID"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description per member */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Achievement"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    DashboardCards: {
        parameters: {
            query?: {
                /** @description first day, YYYY-MM-DD; default: 29 days before ToDate */
                FromDate?: components["parameters"]["FromDate"];
                /** @description last day, YYYY-MM-DD; default: today. At most 366 days after FromDate */
                ToDate?: components["parameters"]["ToDate"];
                /** @description 0 = all */
                BrandID?: components["parameters"]["ReportBrandID"];
                /** @description 0 = all */
                RegionID?: components["parameters"]["RegionID"];
                /** @description 0 = all */
                CityID?: components["parameters"]["CityID"];
                /** @description 0 = all */
                ChannelID?: components["parameters"]["ChannelID"];
                /** @description 0 = all */
                ProductCategoryID?: components["parameters"]["ReportProductCategoryID"];
                /** @description 0 = all */
                GradeID?: components["parameters"]["ReportGradeID"];
                /** @description 0 = all */
                StoreID?: components["parameters"]["ReportStoreID"];
                /** @description only brands this manager is set up for (brand_managers); 0 = all */
                ManagerID?: components["parameters"]["ReportManagerID"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the figures */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["DashboardCardsRow"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    StoreSummary: {
        parameters: {
            query?: {
                /** @description first day, YYYY-MM-DD; default: 29 days before ToDate */
                FromDate?: components["parameters"]["FromDate"];
                /** @description last day, YYYY-MM-DD; default: today. At most 366 days after FromDate */
                ToDate?: components["parameters"]["ToDate"];
                /** @description 0 = all */
                BrandID?: components["parameters"]["ReportBrandID"];
                /** @description 0 = all */
                RegionID?: components["parameters"]["RegionID"];
                /** @description 0 = all */
                CityID?: components["parameters"]["CityID"];
                /** @description 0 = all */
                ChannelID?: components["parameters"]["ChannelID"];
                /** @description 0 = all */
                ProductCategoryID?: components["parameters"]["ReportProductCategoryID"];
                /** @description 0 = all */
                GradeID?: components["parameters"]["ReportGradeID"];
                /** @description 0 = all */
                StoreID?: components["parameters"]["ReportStoreID"];
                /** @description only brands this manager is set up for (brand_managers); 0 = all */
                ManagerID?: components["parameters"]["ReportManagerID"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description per region */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["StoreSummaryRow"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    ProductCountbyBrandSummary: {
        parameters: {
            query?: {
                /** @description first day, YYYY-MM-DD; default: 29 days before ToDate */
                FromDate?: components["parameters"]["FromDate"];
                /** @description last day, YYYY-MM-DD; default: today. At most 366 days after FromDate */
                ToDate?: components["parameters"]["ToDate"];
                /** @description 0 = all */
                BrandID?: components["parameters"]["ReportBrandID"];
                /** @description 0 = all */
                RegionID?: components["parameters"]["RegionID"];
                /** @description 0 = all */
                CityID?: components["parameters"]["CityID"];
                /** @description 0 = all */
                ChannelID?: components["parameters"]["ChannelID"];
                /** @description 0 = all */
                ProductCategoryID?: components["parameters"]["ReportProductCategoryID"];
                /** @description 0 = all */
                GradeID?: components["parameters"]["ReportGradeID"];
                /** @description 0 = all */
                StoreID?: components["parameters"]["ReportStoreID"];
                /** @description only brands this manager is set up for (brand_managers); 0 = all */
                ManagerID?: components["parameters"]["ReportManagerID"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description per brand */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["ProductCountRow"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    StoreVisitReport: {
        parameters: {
            query?: {
                /** @description first day, YYYY-MM-DD; default: 29 days before ToDate */
                FromDate?: components["parameters"]["FromDate"];
                /** @description last day, YYYY-MM-DD; default: today. At most 366 days after FromDate */
                ToDate?: components["parameters"]["ToDate"];
                /** @description 0 = all */
                BrandID?: components["parameters"]["ReportBrandID"];
                /** @description 0 = all */
                RegionID?: components["parameters"]["RegionID"];
                /** @description 0 = all */
                CityID?: components["parameters"]["CityID"];
                /** @description 0 = all */
                ChannelID?: components["parameters"]["ChannelID"];
                /** @description 0 = all */
                ProductCategoryID?: components["parameters"]["ReportProductCategoryID"];
                /** @description 0 = all */
                GradeID?: components["parameters"]["ReportGradeID"];
                /** @description 0 = all */
                StoreID?: components["parameters"]["ReportStoreID"];
                /** @description only brands this manager is set up for (brand_managers); 0 = all */
                ManagerID?: components["parameters"]["ReportManagerID"];
                /** @description a page of at most this many rows, answered with `total`; absent: every row */
                Limit?: components["parameters"]["Limit"];
                /** @description rows skipped before the page (with Limit) */
                Offset?: components["parameters"]["Offset"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the visits */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        total?: components["schemas"]["ListTotal"];
                        data: components["schemas"]["Visit"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    GetTeamMemberVisitSummary: {
        parameters: {
            query: {
                TeamMemberID: components["parameters"]["TeamMemberID"];
                WeekNo: number;
                /** @description the ISO year of the weeks; default: this year */
                Year?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description by day then store */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["WeekVisit"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    JourneyPlanChange: {
        parameters: {
            query: {
                StoreID: components["parameters"]["StoreID"];
                TeamMemberID: components["parameters"]["TeamMemberID"];
                /** @description the ISO week of PlanDate (checked when given) */
                WeekNo?: number;
                /** @description the ISO year of that week (checked when given) */
                Year?: number;
                PlanDate: string;
                /** @description optional (addition): remove takes the store-day off the plan */
                Action?: "add" | "remove";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the store-day as it is now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PlanChanged"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    CopyJourneyPlan: {
        parameters: {
            query: {
                CopyFrom_WeekNo: number;
                CopyTo_WeekNo: number;
                TeamMemberID: components["parameters"]["TeamMemberID"];
                /** @description the ISO year of the weeks; default: this year */
                Year?: number;
                Preview?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description what was (or would be) copied and skipped */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PlanCopy"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    MontlyVisitStatus: {
        parameters: {
            query: {
                PlanMonth: number;
                PlanYear: number;
                TeamMemberID: components["parameters"]["TeamMemberID"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description one row per day */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["DayVisitStatus"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    MappedStores: {
        parameters: {
            query: {
                TeamMemberID: components["parameters"]["TeamMemberID"];
                /** @description 0 = all */
                RegionID?: components["parameters"]["RegionID"];
                /** @description 0 = all */
                CityID?: components["parameters"]["CityID"];
                /** @description 0 = all */
                ChannelID?: components["parameters"]["ChannelID"];
                /** @description case-insensitive substring */
                StoreName?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the member's stores */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["MappedStore"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    TeamLocations: {
        parameters: {
            query?: {
                /** @description 0 = all */
                RegionID?: components["parameters"]["RegionID"];
                /** @description 0 = all */
                TeamTypeID?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description one row per member with a known position */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["TeamLocation"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    StorePictures: {
        parameters: {
            query?: {
                /** @description first day, YYYY-MM-DD; default: 29 days before ToDate */
                FromDate?: components["parameters"]["FromDate"];
                /** @description last day, YYYY-MM-DD; default: today. At most 366 days after FromDate */
                ToDate?: components["parameters"]["ToDate"];
                /** @description 0 = all */
                BrandID?: components["parameters"]["ReportBrandID"];
                /** @description 0 = all */
                RegionID?: components["parameters"]["RegionID"];
                /** @description 0 = all */
                CityID?: components["parameters"]["CityID"];
                /** @description 0 = all */
                ChannelID?: components["parameters"]["ChannelID"];
                /** @description 0 = all */
                ProductCategoryID?: components["parameters"]["ReportProductCategoryID"];
                /** @description 0 = all */
                GradeID?: components["parameters"]["ReportGradeID"];
                /** @description 0 = all */
                StoreID?: components["parameters"]["ReportStoreID"];
                /** @description only brands this manager is set up for (brand_managers); 0 = all */
                ManagerID?: components["parameters"]["ReportManagerID"];
                /** @description 0 = all */
                StorePictureElementID?: number;
                /** @description a page of at most this many rows, answered with `total`; absent: every row */
                Limit?: components["parameters"]["Limit"];
                /** @description rows skipped before the page (with Limit) */
                Offset?: components["parameters"]["Offset"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the pictures */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        total?: components["schemas"]["ListTotal"];
                        data: components["schemas"]["StorePictureRow"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    StorePictures_Recents: {
        parameters: {
            query?: {
                /** @description first day, YYYY-MM-DD; default: 29 days before ToDate */
                FromDate?: components["parameters"]["FromDate"];
                /** @description last day, YYYY-MM-DD; default: today. At most 366 days after FromDate */
                ToDate?: components["parameters"]["ToDate"];
                /** @description 0 = all */
                BrandID?: components["parameters"]["ReportBrandID"];
                /** @description 0 = all */
                RegionID?: components["parameters"]["RegionID"];
                /** @description 0 = all */
                CityID?: components["parameters"]["CityID"];
                /** @description 0 = all */
                ChannelID?: components["parameters"]["ChannelID"];
                /** @description 0 = all */
                ProductCategoryID?: components["parameters"]["ReportProductCategoryID"];
                /** @description 0 = all */
                GradeID?: components["parameters"]["ReportGradeID"];
                /** @description 0 = all */
                StoreID?: components["parameters"]["ReportStoreID"];
                /** @description only brands this manager is set up for (brand_managers); 0 = all */
                ManagerID?: components["parameters"]["ReportManagerID"];
                /** @description 0 = all */
                StorePictureElementID?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the pictures */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["StorePictureRow"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    StorePicture_Element: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the elements */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PictureElement"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    StorePicture: {
        parameters: {
            query: {
                PictureID: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the picture */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/svg+xml": string;
                    "image/png": string;
                    "image/jpeg": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    Email_StorePictures: {
        parameters: {
            query?: {
                /** @description first day, YYYY-MM-DD; default: 29 days before ToDate */
                FromDate?: components["parameters"]["FromDate"];
                /** @description last day, YYYY-MM-DD; default: today. At most 366 days after FromDate */
                ToDate?: components["parameters"]["ToDate"];
                /** @description 0 = all */
                BrandID?: components["parameters"]["ReportBrandID"];
                /** @description 0 = all */
                RegionID?: components["parameters"]["RegionID"];
                /** @description 0 = all */
                CityID?: components["parameters"]["CityID"];
                /** @description 0 = all */
                ChannelID?: components["parameters"]["ChannelID"];
                /** @description 0 = all */
                ProductCategoryID?: components["parameters"]["ReportProductCategoryID"];
                /** @description 0 = all */
                GradeID?: components["parameters"]["ReportGradeID"];
                /** @description 0 = all */
                StoreID?: components["parameters"]["ReportStoreID"];
                /** @description only brands this manager is set up for (brand_managers); 0 = all */
                ManagerID?: components["parameters"]["ReportManagerID"];
                /** @description 0 = all */
                StorePictureElementID?: number;
                /** @description comma-separated addresses */
                toEmails?: string;
                /** @description comma-separated addresses */
                ccEmails?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description what was sent */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PicturesSent"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description the mail server refused or could not be reached ('Failed to email store pictures') */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    TransferList: {
        parameters: {
            query?: {
                /** @description first day, YYYY-MM-DD; default: 29 days before ToDate */
                FromDate?: components["parameters"]["FromDate"];
                /** @description last day, YYYY-MM-DD; default: today. At most 366 days after FromDate */
                ToDate?: components["parameters"]["ToDate"];
                /** @description 0 = all */
                BrandID?: components["parameters"]["ReportBrandID"];
                /** @description 0 = all */
                RegionID?: components["parameters"]["RegionID"];
                /** @description 0 = all */
                CityID?: components["parameters"]["CityID"];
                /** @description 0 = all */
                ChannelID?: components["parameters"]["ChannelID"];
                /** @description 0 = all */
                ProductCategoryID?: components["parameters"]["ReportProductCategoryID"];
                /** @description 0 = all */
                GradeID?: components["parameters"]["ReportGradeID"];
                /** @description 0 = all */
                StoreID?: components["parameters"]["ReportStoreID"];
                /** @description only brands this manager is set up for (brand_managers); 0 = all */
                ManagerID?: components["parameters"]["ReportManagerID"];
                /** @description a page of at most this many rows, answered with `total`; absent: every row */
                Limit?: components["parameters"]["Limit"];
                /** @description rows skipped before the page (with Limit) */
                Offset?: components["parameters"]["Offset"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the transfers */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        total?: components["schemas"]["ListTotal"];
                        data: components["schemas"]["Transfer"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    ViewMarketActivity: {
        parameters: {
            query?: {
                /** @description first day, YYYY-MM-DD; default: 29 days before ToDate */
                FromDate?: components["parameters"]["FromDate"];
                /** @description last day, YYYY-MM-DD; default: today. At most 366 days after FromDate */
                ToDate?: components["parameters"]["ToDate"];
                /** @description 0 = all */
                BrandID?: components["parameters"]["ReportBrandID"];
                /** @description 0 = all */
                RegionID?: components["parameters"]["RegionID"];
                /** @description 0 = all */
                CityID?: components["parameters"]["CityID"];
                /** @description 0 = all */
                ChannelID?: components["parameters"]["ChannelID"];
                /** @description 0 = all */
                ProductCategoryID?: components["parameters"]["ReportProductCategoryID"];
                /** @description 0 = all */
                GradeID?: components["parameters"]["ReportGradeID"];
                /** @description 0 = all */
                StoreID?: components["parameters"]["ReportStoreID"];
                /** @description only brands this manager is set up for (brand_managers); 0 = all */
                ManagerID?: components["parameters"]["ReportManagerID"];
                /** @description 0 = all */
                ActivityCategoryID?: number;
                /** @description 0 = all */
                ActivityTypeID?: number;
                /** @description a page of at most this many rows, answered with `total`; absent: every row */
                Limit?: components["parameters"]["Limit"];
                /** @description rows skipped before the page (with Limit) */
                Offset?: components["parameters"]["Offset"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the activities */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        total?: components["schemas"]["ListTotal"];
                        data: components["schemas"]["MarketActivity"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    ActivityCategory: {
        parameters: {
            query?: {
                /** @description 0 = all */
                ActivityTypeID?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the categories */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["ActivityCategoryRow"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    ViewDeployments: {
        parameters: {
            query?: {
                /** @description first day, YYYY-MM-DD; default: 29 days before ToDate */
                FromDate?: components["parameters"]["FromDate"];
                /** @description last day, YYYY-MM-DD; default: today. At most 366 days after FromDate */
                ToDate?: components["parameters"]["ToDate"];
                /** @description 0 = all */
                BrandID?: components["parameters"]["ReportBrandID"];
                /** @description 0 = all */
                RegionID?: components["parameters"]["RegionID"];
                /** @description 0 = all */
                CityID?: components["parameters"]["CityID"];
                /** @description 0 = all */
                ChannelID?: components["parameters"]["ChannelID"];
                /** @description 0 = all */
                ProductCategoryID?: components["parameters"]["ReportProductCategoryID"];
                /** @description 0 = all */
                GradeID?: components["parameters"]["ReportGradeID"];
                /** @description 0 = all */
                StoreID?: components["parameters"]["ReportStoreID"];
                /** @description only brands this manager is set up for (brand_managers); 0 = all */
                ManagerID?: components["parameters"]["ReportManagerID"];
                /** @description the deployment status; 0 = all */
                StatusID?: number;
                /** @description a page of at most this many rows, answered with `total`; absent: every row */
                Limit?: components["parameters"]["Limit"];
                /** @description rows skipped before the page (with Limit) */
                Offset?: components["parameters"]["Offset"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the deployments */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        total?: components["schemas"]["ListTotal"];
                        data: components["schemas"]["Deployment"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    DeploymentSummary: {
        parameters: {
            query?: {
                /** @description first day, YYYY-MM-DD; default: 29 days before ToDate */
                FromDate?: components["parameters"]["FromDate"];
                /** @description last day, YYYY-MM-DD; default: today. At most 366 days after FromDate */
                ToDate?: components["parameters"]["ToDate"];
                /** @description 0 = all */
                BrandID?: components["parameters"]["ReportBrandID"];
                /** @description 0 = all */
                RegionID?: components["parameters"]["RegionID"];
                /** @description 0 = all */
                CityID?: components["parameters"]["CityID"];
                /** @description 0 = all */
                ChannelID?: components["parameters"]["ChannelID"];
                /** @description 0 = all */
                ProductCategoryID?: components["parameters"]["ReportProductCategoryID"];
                /** @description 0 = all */
                GradeID?: components["parameters"]["ReportGradeID"];
                /** @description 0 = all */
                StoreID?: components["parameters"]["ReportStoreID"];
                /** @description only brands this manager is set up for (brand_managers); 0 = all */
                ManagerID?: components["parameters"]["ReportManagerID"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description one row per status */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["DeploymentSummaryRow"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    DeploymentStaus: {
        parameters: {
            query?: {
                /** @description first day, YYYY-MM-DD; default: 29 days before ToDate */
                FromDate?: components["parameters"]["FromDate"];
                /** @description last day, YYYY-MM-DD; default: today. At most 366 days after FromDate */
                ToDate?: components["parameters"]["ToDate"];
                /** @description 0 = all */
                BrandID?: components["parameters"]["ReportBrandID"];
                /** @description 0 = all */
                RegionID?: components["parameters"]["RegionID"];
                /** @description 0 = all */
                CityID?: components["parameters"]["CityID"];
                /** @description 0 = all */
                ChannelID?: components["parameters"]["ChannelID"];
                /** @description 0 = all */
                ProductCategoryID?: components["parameters"]["ReportProductCategoryID"];
                /** @description 0 = all */
                GradeID?: components["parameters"]["ReportGradeID"];
                /** @description 0 = all */
                StoreID?: components["parameters"]["ReportStoreID"];
                /** @description only brands this manager is set up for (brand_managers); 0 = all */
                ManagerID?: components["parameters"]["ReportManagerID"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the statuses */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["DeploymentStatus"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    ViewMarketIssues: {
        parameters: {
            query?: {
                /** @description first day, YYYY-MM-DD; default: 29 days before ToDate */
                FromDate?: components["parameters"]["FromDate"];
                /** @description last day, YYYY-MM-DD; default: today. At most 366 days after FromDate */
                ToDate?: components["parameters"]["ToDate"];
                /** @description 0 = all */
                BrandID?: components["parameters"]["ReportBrandID"];
                /** @description 0 = all */
                RegionID?: components["parameters"]["RegionID"];
                /** @description 0 = all */
                CityID?: components["parameters"]["CityID"];
                /** @description 0 = all */
                ChannelID?: components["parameters"]["ChannelID"];
                /** @description 0 = all */
                ProductCategoryID?: components["parameters"]["ReportProductCategoryID"];
                /** @description 0 = all */
                GradeID?: components["parameters"]["ReportGradeID"];
                /** @description 0 = all */
                StoreID?: components["parameters"]["ReportStoreID"];
                /** @description only brands this manager is set up for (brand_managers); 0 = all */
                ManagerID?: components["parameters"]["ReportManagerID"];
                /** @description the issue status; 0 = all */
                StatusID?: number;
                /** @description a page of at most this many rows, answered with `total`; absent: every row */
                Limit?: components["parameters"]["Limit"];
                /** @description rows skipped before the page (with Limit) */
                Offset?: components["parameters"]["Offset"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the issues */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        total?: components["schemas"]["ListTotal"];
                        data: components["schemas"]["MarketIssue"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    TrainingList: {
        parameters: {
            query?: {
                /** @description default 2023-01-01 */
                FromDate?: string;
                /** @description default 2027-01-01 */
                ToDate?: string;
                /** @description 0 = all */
                TrainingTypeID?: number;
                /** @description 0 = all */
                TrainingModelID?: number;
                /** @description 0 = all */
                RegionID?: components["parameters"]["RegionID"];
                /** @description a page of at most this many rows, answered with `total`; absent: every row */
                Limit?: components["parameters"]["Limit"];
                /** @description rows skipped before the page (with Limit) */
                Offset?: components["parameters"]["Offset"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the trainings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        total?: components["schemas"]["ListTotal"];
                        data: components["schemas"]["Training"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    TrainingModel: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the models */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["TrainingModelRow"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    TrainingType: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the types */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["TrainingTypeRow"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    UnMappedStores: {
        parameters: {
            query: {
                TeamMemberID: components["parameters"]["TeamMemberID"];
                /** @description 0 = all */
                RegionID?: components["parameters"]["RegionID"];
                /** @description 0 = all */
                CityID?: components["parameters"]["CityID"];
                /** @description 0 = all */
                ChannelID?: components["parameters"]["ChannelID"];
                /** @description case-insensitive substring */
                StoreName?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["MappedStore"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    UnMappedStores_Add: {
        parameters: {
            query: {
                TeamMemberID: components["parameters"]["TeamMemberID"];
                /** @description 0 = all */
                RegionID?: components["parameters"]["RegionID"];
                /** @description 0 = all */
                CityID?: components["parameters"]["CityID"];
                /** @description 0 = all */
                ChannelID?: components["parameters"]["ChannelID"];
                /** @description case-insensitive substring */
                StoreName?: string;
                /** @description store ids separated by commas; empty: every store the filters match */
                StoreIDs?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["MappingChange"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    MappedStores_Remove: {
        parameters: {
            query: {
                TeamMemberID: components["parameters"]["TeamMemberID"];
                /** @description 0 = all */
                RegionID?: components["parameters"]["RegionID"];
                /** @description 0 = all */
                CityID?: components["parameters"]["CityID"];
                /** @description 0 = all */
                ChannelID?: components["parameters"]["ChannelID"];
                /** @description case-insensitive substring */
                StoreName?: string;
                /** @description store ids separated by commas; empty: every store the filters match */
                StoreIDs?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["MappingChange"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    ProductMappedWithAccount: {
        parameters: {
            query: {
                ChannelID: components["parameters"]["ChannelIDRequired"];
                GradeID: components["parameters"]["GradeIDRequired"];
                /** @description 0 = all */
                BrandID?: components["parameters"]["ReportBrandID"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AccountProduct"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    ProductUnMappedWithAccount: {
        parameters: {
            query: {
                ChannelID: components["parameters"]["ChannelIDRequired"];
                GradeID: components["parameters"]["GradeIDRequired"];
                /** @description 0 = all */
                BrandID?: components["parameters"]["ReportBrandID"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AccountProduct"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    AddProductAccountGradeMapping: {
        parameters: {
            query: {
                ChannelID: components["parameters"]["ChannelIDRequired"];
                GradeID: components["parameters"]["GradeIDRequired"];
                /** @description product ids separated by commas */
                ProductIDs: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["MappingChange"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    RemoveProductAccountGradeMapping: {
        parameters: {
            query: {
                ChannelID: components["parameters"]["ChannelIDRequired"];
                GradeID: components["parameters"]["GradeIDRequired"];
                /** @description product ids separated by commas */
                ProductIDs: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["MappingChange"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    StoreGradeByBrand: {
        parameters: {
            query?: {
                /** @description 0 = all */
                RegionID?: components["parameters"]["RegionID"];
                /** @description 0 = all */
                CityID?: components["parameters"]["CityID"];
                /** @description 0 = all */
                ChannelID?: components["parameters"]["ChannelID"];
                /** @description 0 = all */
                BrandID?: components["parameters"]["ReportBrandID"];
                StoreName?: string;
                /** @description a page of at most this many rows, answered with `total`; absent: every row */
                Limit?: components["parameters"]["Limit"];
                /** @description rows skipped before the page (with Limit) */
                Offset?: components["parameters"]["Offset"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        total?: components["schemas"]["ListTotal"];
                        data: components["schemas"]["StoreGradeBrand"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    AddStoreGradeBrand: {
        parameters: {
            query: {
                StoreID: components["parameters"]["StoreID"];
                BrandID: components["parameters"]["BrandID"];
                GradeID: components["parameters"]["GradeIDRequired"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["StoreGradeBrand"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    Reports_List: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["ReportRow"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    ReportRecipients: {
        parameters: {
            query: {
                ReportID: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Recipient"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    AddReportRecipients: {
        parameters: {
            query: {
                ReportID: number;
                Email: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["MappingChange"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    RemoveReportRecipients: {
        parameters: {
            query: {
                ReportID: number;
                Email: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["MappingChange"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    View_TeamMemberWithBrand: {
        parameters: {
            query?: {
                /** @description 0 = all */
                BrandID?: components["parameters"]["ReportBrandID"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["BrandManager"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    Add_TeamMemberWithBrand: {
        parameters: {
            query: {
                BrandID: components["parameters"]["BrandID"];
                TeamMemberID: components["parameters"]["TeamMemberID"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["MappingChange"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    Remove_TeamMemberWithBrand: {
        parameters: {
            query: {
                BrandID: components["parameters"]["BrandID"];
                TeamMemberID: components["parameters"]["TeamMemberID"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["MappingChange"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    PermissionView: {
        parameters: {
            query: {
                TeamMemberID: components["parameters"]["TeamMemberID"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["Permission"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    PermissionUpdate: {
        parameters: {
            query: {
                TeamMemberID: components["parameters"]["TeamMemberID"];
                PermissionID: number;
                Permission: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PermissionSaved"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    ChangePassword_Management: {
        parameters: {
            query: {
                TeamMemberID: components["parameters"]["TeamMemberID"];
                OldPassword: string;
                NewPassword: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PasswordChanged"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    Credential_Login: {
        parameters: {
            query: {
                username: string;
                password: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description ok */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: null | components["schemas"]["ProductCredential"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    Credential_Reset: {
        parameters: {
            query: {
                TeamMemberID: components["parameters"]["TeamMemberID"];
                /** @description the login name the password is for */
                mySingleID: string;
                TeamMemberName?: string;
                /** @description where an invitation goes */
                Email?: string;
                SendInvitation?: 0 | 1;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description ok */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["OneTimePassword"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    Credential_Change: {
        parameters: {
            query: {
                TeamMemberID: components["parameters"]["TeamMemberID"];
                OldPassword: string;
                NewPassword: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description ok */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PasswordChanged"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    PasswordStatus: {
        parameters: {
            query: {
                TeamMemberID: components["parameters"]["TeamMemberID"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description ok */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["PasswordStatus"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    AccessRequest_Add: {
        parameters: {
            query: {
                TeamMemberName: components["parameters"]["TeamMemberName"];
                /** @description the login name: letters, digits, ., _ and -; unique regardless of case */
                mySingleID: components["parameters"]["mySingleID"];
                /** @description an e-mail address: no spaces or <>(),;:"[]\ before the @, a domain of letters, digits and - labels */
                Email: components["parameters"]["Email"];
                /** @description digits, an optional leading +, 7 to 15 digits */
                Mobile: components["parameters"]["Mobile"];
                RegionID: components["parameters"]["RegionIDRequired"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description ok */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: Record<string, never>;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    AccessRequest_List: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description ok */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AccessRequest"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    AccessRequest_Remove: {
        parameters: {
            query: {
                RequestID: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description ok */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AccessRequest"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    TeamTypeRoles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description ok */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["TeamTypeRole"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    TeamTypeRole_Update: {
        parameters: {
            query: {
                TeamTypeID: number;
                /** @description 1: monthly targets are set for its members */
                TakesTargets: 0 | 1;
                /** @description 1: Setup Manager By Brand, the reports Manager */
                ManagesBrands: 0 | 1;
                /** @description 1: journey plans, visits, the field team */
                FieldStaff: 0 | 1;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description ok */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["TeamTypeRole"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    Audit_Add: {
        parameters: {
            query: {
                TeamMemberID: components["parameters"]["TeamMemberID"];
                TeamMemberName: string;
                /** @description the change (the GraphQL mutation's name) */
                Operation: string;
                RecordKind: string;
                RecordID?: string;
                /** @description JSON */
                Before?: string;
                /** @description JSON */
                After?: string;
                Version?: string;
                RequestID?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description ok */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AuditEntry"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    Token_Add: {
        parameters: {
            query: {
                TeamMemberID: components["parameters"]["TeamMemberID"];
                Name: string;
                /** @description SHA-256 of the token, hexadecimal */
                TokenHash: string;
                ReadOnly?: 0 | 1;
                /** @description a JSON array of page titles; empty = all the member holds */
                Pages?: string;
                ExpiresInDays?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description ok */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AccessToken"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    Token_List: {
        parameters: {
            query?: {
                /** @description 0 = all */
                TeamMemberID?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description ok */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AccessToken"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    Token_Revoke: {
        parameters: {
            query: {
                TokenID: number;
                /** @description 0 = any */
                TeamMemberID?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description ok */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: components["schemas"]["AccessToken"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    Token_Check: {
        parameters: {
            query: {
                /** @description SHA-256 of the token, hexadecimal */
                TokenHash: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description ok */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data: null | components["schemas"]["AccessToken"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    Audit_List: {
        parameters: {
            query?: {
                /** @description 0 = all */
                TeamMemberID?: number;
                /** @description empty = all */
                RecordKind?: string;
                /** @description empty = all */
                RecordID?: string;
                /** @description entries at or after this instant */
                FromTime?: string;
                /** @description entries before this instant */
                ToTime?: string;
                /** @description a page of at most this many rows, answered with `total`; absent: every row */
                Limit?: components["parameters"]["Limit"];
                /** @description rows skipped before the page (with Limit) */
                Offset?: components["parameters"]["Offset"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description ok */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        total?: components["schemas"]["ListTotal"];
                        data: components["schemas"]["AuditEntry"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
}
