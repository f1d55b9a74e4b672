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
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
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
        };
        Brand: {
            BrandID: number;
            BrandName: string;
            /** @description 1 active */
            ActiveStatus: number;
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
        /** @description unique regardless of case */
        BrandName: string;
        TeamTypeIDRequired: number;
        /** @description the login name: letters, digits, ., _ and -; unique regardless of case */
        mySingleID: string;
        TeamMemberName: string;
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
                /** @description -1 = all, 1 active, 0 inactive */
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
            409: components["responses"]["Conflict"];
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
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
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
            409: components["responses"]["Conflict"];
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
}
